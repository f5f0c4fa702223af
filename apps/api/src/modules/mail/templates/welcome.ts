import { defineTemplate } from './template';

/** The new login is ready (sent to the login's own address). */
export const welcomeTemplate = defineTemplate<{ companyName: string; email: string }>({
  title: 'Welcome to a new login',
  audience: 'essential',
  sample: { companyName: 'Sample Management', email: 'pat@example.com' },
  compose: (input) => ({
    subject: 'Welcome to your community portal',
    blocks: [{ p: `Your portal account for ${input.companyName} is ready. Sign in with ${input.email}.` }],
  }),
});
