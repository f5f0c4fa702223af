import { defineTemplate } from './template';

/** Told to every existing login of an owner whenever someone tries to sign up for that owner. */
export const signUpAttemptTemplate = defineTemplate<{
  companyName: string;
  loginEmail: string;
  method: 'accountNumber' | 'registrationKey';
}>({
  title: 'Sign-up attempt for a home that has a login',
  audience: 'essential',
  sample: { companyName: 'Sample Management', loginEmail: 'someone@example.com', method: 'accountNumber' },
  compose: (input) => {
    const how = input.method === 'accountNumber' ? 'your account number' : 'your registration key';
    return {
      subject: 'Someone tried to create a login for your home',
      blocks: [
        {
          p: `Someone used ${how} to create another portal login at ${input.companyName}, to sign in as ${input.loginEmail}.`,
        },
        {
          p: 'If this was you or a co-owner, there is nothing to do. If not, contact your management company, and change your password if you think it is known.',
        },
      ],
    };
  },
});
