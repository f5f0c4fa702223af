import { defineTemplate } from './template';

/** The one-time passcode for signing in (single use, 10 minutes). */
export const verificationCodeTemplate = defineTemplate<{ code: string }>({
  title: 'Sign-in passcode',
  audience: 'essential',
  sample: { code: '123456' },
  compose: ({ code }) => ({
    subject: `Your verification code: ${code}`,
    blocks: [
      { p: `Your verification code is ${code}.` },
      {
        p: 'It expires in 10 minutes and works once. If you did not ask for it, you can ignore this e-mail.',
      },
    ],
  }),
});
