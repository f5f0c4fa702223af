import {
  type AddressInput,
  addressInputSchema,
  type ContactInput,
  contactInputSchema,
} from '@hoa/contracts/profile';
import { z } from 'zod';

export interface ContactFormValues {
  label: string;
  value: string;
  isPrimary: boolean;
}

export const toContactInput = (type: 'email' | 'phone', values: ContactFormValues): ContactInput =>
  type === 'email'
    ? { type, label: values.label, email: values.value, isPrimary: values.isPrimary }
    : { type, label: values.label, phone: values.value, isPrimary: values.isPrimary };

/** Collects a shared schema's issues at the form's fields (the first message per field). */
function reportIssues(
  issues: readonly z.core.$ZodIssue[],
  context: z.RefinementCtx,
  fieldOf: (name: string) => string = (name) => name,
) {
  const reported = new Set<string>();
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0]));
    if (reported.has(field)) continue;
    reported.add(field);
    context.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

/** The e-mail/phone form, checked by the contracts' contact schema (the API's) with its SPEC §5 messages. */
export const contactFormSchema = (type: 'email' | 'phone') =>
  z
    .object({ label: z.string(), value: z.string(), isPrimary: z.boolean() })
    .superRefine((values, context) => {
      const result = contactInputSchema.safeParse(toContactInput(type, values));
      reportIssues(result.error?.issues ?? [], context, (name) =>
        name === 'email' || name === 'phone' ? 'value' : name,
      );
    });

export type AddressFormValues = Required<Omit<AddressInput, 'isPrimary'>> & { isPrimary: boolean };

export const emptyAddress: AddressFormValues = {
  label: '',
  name: '',
  isPrimary: false,
  isInternational: false,
  street: '',
  secondAddress: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  province: '',
  postalCode: '',
};

/** The address form, checked by the contracts' address schema (the API's). */
export const addressFormSchema = z
  .object({
    label: z.string(),
    name: z.string(),
    isPrimary: z.boolean(),
    isInternational: z.boolean(),
    street: z.string(),
    secondAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    province: z.string(),
    postalCode: z.string(),
  })
  .superRefine((values, context) => {
    reportIssues(addressInputSchema.safeParse(values).error?.issues ?? [], context);
  });
