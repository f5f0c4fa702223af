import { z } from 'zod';
import { recordId, text } from './request-fields';
import { validationMessages as m } from './validation-messages';

/**
 * A homeowner's conversations with the management company (users service: GET /Messages,
 * GET /Messages/{id}, POST /Messages to start one, POST /Messages/{id} to reply). SPEC §5/§8 texts.
 */
export const messageLimits = { body: 2000, subject: 120 } as const;

export const messageTexts = {
  required: m.messageRequired,
  tooLong: `Message must be at most ${messageLimits.body.toLocaleString('en-US')} characters`,
  subjectRequired: m.fieldRequired,
  subjectTooLong: `Subject must be at most ${messageLimits.subject} characters`,
  failedToSend: 'Message failed to send.',
} as const;

export const messageBodyField = text({ error: messageTexts.required })
  .trim()
  .min(1, messageTexts.required)
  .max(messageLimits.body, messageTexts.tooLong);

export const messageSubjectField = text({ error: messageTexts.subjectRequired })
  .trim()
  .min(1, messageTexts.subjectRequired)
  .max(messageLimits.subject, messageTexts.subjectTooLong);

/** POST /Messages: a new conversation for one of the owners the user acts for. */
export const newConversationSchema = z.object({
  ownerId: recordId,
  subject: messageSubjectField,
  message: messageBodyField,
});
export type NewConversation = z.input<typeof newConversationSchema>;

/** POST /Messages/{id}: a reply in one of your conversations. */
export const replySchema = z.object({ message: messageBodyField });

export const messageAuthors = ['homeowner', 'management'] as const;

/** Staff who wrote a homeowner's message while acting as them (mimic mode; ADR 108). */
export const onBehalfBySchema = z
  .object({ name: text().describe("The staff member's name") })
  .nullable()
  .describe('Set when staff sent it on the homeowner’s behalf');
export type OnBehalfBy = z.infer<typeof onBehalfBySchema>;

/** How a message staff sent as a homeowner is labelled, wherever it is shown. */
export const onBehalfText = (staffName: string, ownerName: string) =>
  `Sent by ${staffName} (staff) on behalf of ${ownerName}`;

export const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(messageAuthors),
  authorName: text(),
  onBehalfBy: onBehalfBySchema,
  body: text(),
  sentAt: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  subject: text(),
  lastMessage: messageSchema,
  messageCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z
  .object({ conversations: z.array(conversationSummarySchema), total: z.number().int() })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const conversationSchema = z
  .object({
    id: z.number().int(),
    ownerId: z.number().int(),
    subject: text(),
    managementCompany: text(),
    messages: z.array(messageSchema).describe('Oldest first'),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;
