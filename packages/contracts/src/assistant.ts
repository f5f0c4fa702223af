import { z } from 'zod';
import { recordIdParam, text } from './request-fields';

/**
 * The rules assistant (issue 16): questions about an association's governing documents, answered from
 * those documents with verbatim quotes and citations, kept per user as threads (associations service).
 */
export const assistantLimits = {
  question: 500,
  threadTitle: 80,
  handoffNote: 1000,
  /** Threads a user keeps per association; the oldest beyond it are dropped when a new one starts. */
  threads: 100,
  /** Questions per thread. */
  questionsPerThread: 200,
} as const;

export const assistantTexts = {
  /** SPEC §8. */
  failed: 'Something went wrong.',
  questionRequired: 'Type a question.',
  questionTooLong: `A question must be at most ${assistantLimits.question} characters.`,
  titleRequired: 'Give the conversation a name.',
  titleTooLong: `A name must be at most ${assistantLimits.threadTitle} characters.`,
  noteTooLong: `A note must be at most ${assistantLimits.handoffNote.toLocaleString('en-US')} characters.`,
  threadFull: `This conversation has reached ${assistantLimits.questionsPerThread} questions. Start a new one.`,
  newThreadTitle: 'New conversation',
  handoffSubject: 'Question from the rules assistant',
  alreadySent: 'This question was already sent to the management company.',
  notAQuestion: 'Only a question the assistant could not answer fully can be sent from here.',
  noOwner: 'Only an owner in this association can send a message to its management company.',
} as const;

export const questionField = text({ error: assistantTexts.questionRequired })
  .trim()
  .min(1, assistantTexts.questionRequired)
  .max(assistantLimits.question, assistantTexts.questionTooLong);

export const threadTitleField = text({ error: assistantTexts.titleRequired })
  .trim()
  .min(1, assistantTexts.titleRequired)
  .max(assistantLimits.threadTitle, assistantTexts.titleTooLong);

/** Where a quote comes from: the document, its section and page, and the passage (for the link). */
export const citationSchema = z
  .object({
    passageId: z.number().int(),
    associationId: z.number().int(),
    documentId: z.number().int(),
    documentTitle: text().describe('The document as named in the documents area'),
    /** "Declaration", "Bylaws", "Rules", "Amendment"… how the answer names the document's rank. */
    documentKind: z.enum(['declaration', 'amendment', 'articles', 'bylaws', 'rules', 'other']),
    section: text()
      .nullable()
      .describe('The section number as printed ("7.4", "12", "5.03"); null when none'),
    heading: text().nullable().describe('The section heading'),
    page: z
      .number()
      .int()
      .nullable()
      .describe('The page the quote is on (PDF); null for files without pages'),
  })
  .meta({ id: 'AssistantCitation' });
export type Citation = z.infer<typeof citationSchema>;

/** An answer is said in blocks: sentences of its own, and quotes (verbatim) each with its citation. */
export const answerBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: text() }),
  z.object({
    type: z.literal('quote'),
    text: text().describe('Verbatim from the cited passage'),
    citation: z.number().int().min(0).describe('Index into citations'),
  }),
  z.object({
    type: z.literal('link'),
    label: text(),
    to: text().describe('An address inside the portal, such as /billing'),
  }),
]);
export type AnswerBlock = z.infer<typeof answerBlockSchema>;

export const answerKinds = [
  /** Answered from the documents. */
  'answered',
  /** The documents do not answer it: said so, with the offer to ask the management company. */
  'declined',
  /** About the homeowner's own account, answered from it. */
  'account',
] as const;
export type AnswerKind = (typeof answerKinds)[number];

export const answerSchema = z
  .object({
    kind: z.enum(answerKinds),
    blocks: z.array(answerBlockSchema),
    citations: z.array(citationSchema),
    suggestions: z.array(text()).describe('Follow-up questions to offer'),
    /** Offer to send the question to the management company (declined, disputes, fines). */
    offerHandoff: z.boolean(),
    /** Which document ruled where two disagree, or an amendment replaced a section; said in the answer too. */
    precedence: text().nullable(),
    composedBy: z.enum(['extractive', 'model']),
  })
  // no component of its own: the message's nullable answer is then described inline (OpenAPI 3.0)
  .describe('An answer of the assistant');
export type Answer = z.infer<typeof answerSchema>;

export const feedbackValues = ['helpful', 'notHelpful'] as const;
export type Feedback = (typeof feedbackValues)[number];

export const assistantMessageSchema = z
  .object({
    id: z.number().int(),
    role: z.enum(['user', 'assistant']),
    /** The question (user) or the answer said as plain text (assistant). */
    text: text(),
    answer: answerSchema.nullable().describe('Set on the assistant’s messages'),
    feedback: z.enum(feedbackValues).nullable(),
    /** The conversation with the management company this question was sent to. */
    handoffConversationId: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AssistantMessage' });
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

export const threadSummarySchema = z
  .object({
    id: z.number().int(),
    associationId: z.number().int(),
    title: text(),
    questionCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AssistantThreadSummary' });
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListSchema = z
  .object({ threads: z.array(threadSummarySchema) })
  .meta({ id: 'AssistantThreadList' });
export type ThreadList = z.infer<typeof threadListSchema>;

export const threadSchema = z
  .object({
    thread: threadSummarySchema,
    messages: z.array(assistantMessageSchema).describe('Oldest first'),
  })
  .meta({ id: 'AssistantThread' });
export type Thread = z.infer<typeof threadSchema>;

export const startersSchema = z
  .object({ questions: z.array(text()).describe('Questions made from the association’s own documents') })
  .meta({ id: 'AssistantStarters' });
export type Starters = z.infer<typeof startersSchema>;

export const associationParams = z.object({ associationId: recordIdParam });
export const threadParams = z.object({ threadId: recordIdParam });
export const messageParams = z.object({ messageId: recordIdParam });

/** POST /Associations/{id}/Assistant/Threads: a new thread, with its first question when given. */
export const newThreadSchema = z.object({ question: questionField.optional() });
export const askSchema = z.object({ question: questionField });
export const renameThreadSchema = z.object({ title: threadTitleField });
export const feedbackSchema = z.object({ feedback: z.enum(feedbackValues).nullable() });
export const handoffSchema = z.object({
  note: text()
    .trim()
    .max(assistantLimits.handoffNote, assistantTexts.noteTooLong)
    .optional()
    .describe('Added to the question in the message'),
});

/** The question and its answer, as POST …/Messages answers them. */
export const exchangeSchema = z
  .object({ thread: threadSummarySchema, question: assistantMessageSchema, answer: assistantMessageSchema })
  .meta({ id: 'AssistantExchange' });
export type Exchange = z.infer<typeof exchangeSchema>;

export const handoffResultSchema = z
  .object({ conversationId: z.number().int() })
  .meta({ id: 'AssistantHandoff' });

/** Staff: questions the documents did not answer, so the company sees what its documents miss. */
export const unansweredQuerySchema = z.object({
  associationId: recordIdParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const unansweredItemSchema = z.object({
  messageId: z.number().int(),
  associationId: z.number().int(),
  associationName: text(),
  question: text(),
  askedAt: z.iso.datetime(),
  reason: z
    .enum(['declined', 'notHelpful'])
    .describe('Declined by the assistant, or its answer marked not helpful'),
  sentToManagement: z.boolean(),
  feedback: z.enum(feedbackValues).nullable().describe('The asker’s feedback on the answer'),
});
export const unansweredListSchema = z
  .object({ questions: z.array(unansweredItemSchema) })
  .meta({ id: 'AssistantUnansweredList' });
export type UnansweredList = z.infer<typeof unansweredListSchema>;
