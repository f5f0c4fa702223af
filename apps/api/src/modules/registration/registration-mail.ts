import type { OutgoingMail } from '../mail/enqueue-mail';

type Mail = Omit<OutgoingMail, 'to'>;

/** The new login is ready (sent to the login's own address). */
export function welcomeMail(input: { companyName: string; email: string }): Mail {
  return {
    subject: 'Welcome to your community portal',
    text: `Your portal account for ${input.companyName} is ready. Sign in with ${input.email}.`,
  };
}

/** The sign-up code, sent to the address the association has on file for the owner. */
export function signUpCodeMail(input: {
  code: string;
  companyName: string;
  accountNumber: string;
  loginEmail: string;
}): Mail {
  return {
    subject: `Your sign-up code: ${input.code}`,
    text: [
      `Someone asked to create a portal login for account ${input.accountNumber} at ${input.companyName}, to sign in as ${input.loginEmail}.`,
      '',
      `If it was you, enter this code to finish: ${input.code}. It expires in 10 minutes and works once.`,
      '',
      'If it was not you, do not share this code: without it no login is created.',
    ].join('\n'),
  };
}

/** Told to every existing login of an owner whenever someone tries to sign up for that owner. */
export function signUpAttemptMail(input: {
  companyName: string;
  loginEmail: string;
  method: 'accountNumber' | 'registrationKey';
}): Mail {
  const how = input.method === 'accountNumber' ? 'your account number' : 'your registration key';
  return {
    subject: 'Someone tried to create a login for your home',
    text: [
      `Someone used ${how} to create another portal login at ${input.companyName}, to sign in as ${input.loginEmail}.`,
      '',
      'If this was you or a co-owner, there is nothing to do. If not, contact your management company, and change your password if you think it is known.',
    ].join('\n'),
  };
}

/** The acknowledgement of "request an account". */
export function accountRequestMail(input: { name: string; companyName: string; requestId: number }): Mail {
  return {
    subject: 'We received your account request',
    text: `Hello ${input.name},\n\n${input.companyName} received your request for a portal account (reference ${input.requestId}). We will contact you once it is set up.`,
  };
}

/** An address shown without giving it away: j***@e***.com. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
