import { defineTemplate } from './template';

/** The sign-up code, sent to the address the association has on file for the owner. */
export const signUpCodeTemplate = defineTemplate<{
  code: string;
  companyName: string;
  accountNumber: string;
  loginEmail: string;
}>({
  title: 'Sign-up code',
  audience: 'essential',
  sample: {
    code: '654321',
    companyName: 'Sample Management',
    accountNumber: '100245',
    loginEmail: 'pat@example.com',
  },
  compose: (input) => ({
    subject: `Your sign-up code: ${input.code}`,
    blocks: [
      {
        p: `Someone asked to create a portal login for account ${input.accountNumber} at ${input.companyName}, to sign in as ${input.loginEmail}.`,
      },
      {
        p: `If it was you, enter this code to finish: ${input.code}. It expires in 10 minutes and works once.`,
      },
      { p: 'If it was not you, do not share this code: without it no login is created.' },
    ],
  }),
});
