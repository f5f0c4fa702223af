import { accountRequestTemplate } from './account-request';
import { arcDecisionTemplate } from './arc-decision';
import { expressPayLinkTemplate } from './express-pay-link';
import { methodRemovedTemplate } from './method-removed';
import { paymentFailedTemplate } from './payment-failed';
import { paymentReceiptTemplate } from './payment-receipt';
import { paymentReminderTemplate } from './payment-reminder';
import { paymentReturnedTemplate } from './payment-returned';
import { type Branding, type MailContent, type RenderedMail, renderMail } from './render';
import { scheduleCancelledTemplate } from './schedule-cancelled';
import { scheduleConfirmedTemplate } from './schedule-confirmed';
import { scheduleStoppedTemplate } from './schedule-stopped';
import { signUpAttemptTemplate } from './sign-up-attempt';
import { signUpCodeTemplate } from './sign-up-code';
import type { MailAudience, MailTemplate } from './template';
import { verificationCodeTemplate } from './verification-code';
import { violationNoticeTemplate } from './violation-notice';
import { welcomeTemplate } from './welcome';

const templates = {
  verificationCode: verificationCodeTemplate,
  signUpCode: signUpCodeTemplate,
  signUpAttempt: signUpAttemptTemplate,
  welcome: welcomeTemplate,
  accountRequest: accountRequestTemplate,
  paymentReceipt: paymentReceiptTemplate,
  paymentFailed: paymentFailedTemplate,
  paymentReturned: paymentReturnedTemplate,
  paymentReminder: paymentReminderTemplate,
  scheduleConfirmed: scheduleConfirmedTemplate,
  scheduleStopped: scheduleStoppedTemplate,
  scheduleCancelled: scheduleCancelledTemplate,
  methodRemoved: methodRemovedTemplate,
  arcDecision: arcDecisionTemplate,
  expressPayLink: expressPayLinkTemplate,
  violationNotice: violationNoticeTemplate,
};

export type TemplateName = keyof typeof templates;
export type TemplateInput<Name extends TemplateName> =
  (typeof templates)[Name] extends MailTemplate<infer Input> ? Input : never;

/** Every e-mail the portal sends, by name (the demo mailbox previews each with its sample data). */
export const mailTemplates: { [Name in TemplateName]: MailTemplate<TemplateInput<Name>> } = templates;

export const templateNames = Object.keys(mailTemplates) as TemplateName[];

/** A template filled in: its content, and who may turn it off. */
export interface ComposedMail {
  template: TemplateName;
  audience: MailAudience;
  content: MailContent;
}

export function composeMail<Name extends TemplateName>(name: Name, input: TemplateInput<Name>): ComposedMail {
  const template: MailTemplate<TemplateInput<Name>> = mailTemplates[name];
  return { template: name, audience: template.audience, content: template.compose(input) };
}

/** A template with its own sample data, as it would look from `branding`. */
export function renderSample<Name extends TemplateName>(name: Name, branding: Branding): RenderedMail {
  const template = mailTemplates[name];
  return renderMail(template.compose(template.sample), branding);
}
