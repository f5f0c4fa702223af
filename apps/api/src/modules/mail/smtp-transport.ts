import nodemailer from 'nodemailer';
import type { MailTransport } from './drain-outbox';

/** nodemailer over SMTP_URL; one pooled connection, short timeouts so a dead server fails fast. */
export function createSmtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send({ attachments, ...mail }) {
      await transporter.sendMail({
        ...mail,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: file.fileName,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
