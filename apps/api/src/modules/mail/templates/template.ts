import type { MailContent } from './render';

/**
 * Who may turn a message off: essential mail (passcodes, sign-up codes, security and failure notices,
 * reminders of a coming debit) always goes; a payment confirmation only while the owner keeps "Send
 * payment confirmation e-mail" on (SPEC §3 preferences).
 */
export type MailAudience = 'essential' | 'paymentConfirmation';

/** One e-mail template: what it is for, who may turn it off, sample data for the preview, its content. */
export interface MailTemplate<Input> {
  title: string;
  audience: MailAudience;
  sample: Input;
  compose(input: Input): MailContent;
}

export function defineTemplate<Input>(template: MailTemplate<Input>): MailTemplate<Input> {
  return template;
}
