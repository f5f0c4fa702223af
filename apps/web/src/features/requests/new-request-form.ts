import { type arcTypes, type CreateRequest, communityMessages, requestKinds } from '@hoa/contracts/community';
import { z } from 'zod';

export const newRequestFormSchema = z
  .object({
    kind: z.enum(requestKinds),
    subject: z.string(),
    description: z.string(),
    amenityId: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    arcType: z.string(),
  })
  .superRefine((values, ctx) => {
    const need = (field: keyof typeof values) => {
      if (!values[field].trim())
        ctx.addIssue({ code: 'custom', path: [field], message: communityMessages.fieldRequired });
    };
    if (values.kind === 'general') {
      need('subject');
      need('description');
    }
    if (values.kind === 'reservation') {
      for (const field of ['amenityId', 'date', 'startTime', 'endTime'] as const) need(field);
      if (values.startTime && values.endTime && values.endTime <= values.startTime) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: communityMessages.endBeforeStart });
      }
    }
    if (values.kind === 'arc') {
      need('arcType');
      need('description');
    }
  });

export type NewRequestForm = z.infer<typeof newRequestFormSchema>;

export const emptyNewRequest: NewRequestForm = {
  kind: 'general',
  subject: '',
  description: '',
  amenityId: '',
  date: '',
  startTime: '',
  endTime: '',
  arcType: '',
};

export function requestOf(values: NewRequestForm, propertyId: number): CreateRequest {
  if (values.kind === 'reservation') {
    return {
      kind: 'reservation',
      propertyId,
      amenityId: Number(values.amenityId),
      date: values.date,
      startTime: values.startTime,
      endTime: values.endTime,
      description: values.description,
    };
  }
  if (values.kind === 'arc') {
    return {
      kind: 'arc',
      propertyId,
      arcType: values.arcType as (typeof arcTypes)[number],
      description: values.description,
    };
  }
  return { kind: 'general', propertyId, subject: values.subject, description: values.description };
}
