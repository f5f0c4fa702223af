import { defineTemplate } from './template';

/** The acknowledgement of "request an account". */
export const accountRequestTemplate = defineTemplate<{
  name: string;
  companyName: string;
  requestId: number;
}>({
  title: 'Account request received',
  audience: 'essential',
  sample: { name: 'Pat Doe', companyName: 'Sample Management', requestId: 42 },
  compose: (input) => ({
    subject: 'We received your account request',
    blocks: [
      { p: `Hello ${input.name},` },
      {
        p: `${input.companyName} received your request for a portal account (reference ${input.requestId}). We will contact you once it is set up.`,
      },
    ],
  }),
});
