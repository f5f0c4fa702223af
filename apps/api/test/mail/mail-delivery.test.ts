import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fixedClock } from '../../src/clock';
import { emailOutbox } from '../../src/db/schema/mail';
import { enqueueMails } from '../../src/modules/mail/enqueue-mail';
import { as, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { demoUser, lastMailTo } from '../sign-in-helpers';

const start = new Date('2026-03-02T12:00:00Z');

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(port: number, inbox: string[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  onTestFinished(stop);
  return { stop };
}

forEachDatabase((kind) => {
  describe('mail delivery', () => {
    it('delivers over SMTP, keeps mail while the server is down and retries with back-off', async () => {
      const port = kind === 'pglite' ? 3201 : 3202;
      const inbox: string[] = [];
      const smtp = await startSmtp(port, inbox);
      const clock = fixedClock(start);
      const { app, database } = await buildTestApp(kind, {
        seed: true,
        clock,
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@example.test>' },
        mail: { pollMilliseconds: 3_600_000 },
      });

      expect(
        (await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser })).statusCode,
      ).toBe(200);
      expect(await app.drainMail()).toEqual({ sent: 1, failed: 0 });
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatch(/Subject: Your verification code: \d{6}/);
      expect(inbox[0]).toContain('From: Portal <portal@example.test>');
      // both parts, as alternatives of one message
      expect(inbox[0]).toMatch(/Content-Type: multipart\/alternative/i);
      expect(inbox[0]).toMatch(/Content-Type: text\/plain/i);
      expect(inbox[0]).toMatch(/Content-Type: text\/html/i);

      await smtp.stop();
      clock.set(new Date(start.getTime() + 60_000));
      expect(
        (await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser })).statusCode,
      ).toBe(200);
      expect(await app.drainMail()).toEqual({ sent: 0, failed: 1 });
      const queued = await lastMailTo(database.db, demoUser);
      expect(queued).toMatchObject({ attempts: 1, sentAt: null });
      expect(queued?.lastError).toBeTruthy();
      expect(queued?.nextAttemptAt.getTime()).toBe(start.getTime() + 90_000);

      await startSmtp(port, inbox);
      expect(await app.drainMail()).toEqual({ sent: 0, failed: 0 });
      clock.set(new Date(start.getTime() + 91_000));
      expect(await app.drainMail()).toEqual({ sent: 1, failed: 0 });
      expect(inbox).toHaveLength(2);
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, queued?.id ?? 0));
      expect(row).toMatchObject({ attempts: 2, lastError: null });
      expect(row?.sentAt).not.toBeNull();
    });

    it('drains through the pg-boss job without being asked', async () => {
      const port = kind === 'pglite' ? 3203 : 3204;
      const inbox: string[] = [];
      await startSmtp(port, inbox);
      const { app } = await buildTestApp(kind, {
        seed: true,
        env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
        mail: { pollMilliseconds: 500 },
      });
      await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser });
      await expect.poll(() => inbox.length, { timeout: 15_000, interval: 200 }).toBe(1);
    });

    it('sends the files of a message as attachments and offers them in the demo mailbox', async () => {
      const port = kind === 'pglite' ? 3205 : 3206;
      const inbox: string[] = [];
      await startSmtp(port, inbox);
      const letter = Buffer.from('%PDF-1.4 a notice letter\n');
      const mail = {
        to: 'owner@example.test',
        subject: 'Courtesy notice',
        text: 'The letter is attached.',
        attachments: [{ fileName: 'courtesy-notice.pdf', contentType: 'application/pdf', content: letter }],
      };
      const sending = await buildTestApp(kind, { seed: true, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      await enqueueMails(
        sending.database.db,
        [mail, { ...mail, subject: 'No file', attachments: [] }],
        start,
      );
      expect(await sending.app.drainMail()).toEqual({ sent: 2, failed: 0 });
      const withFile = inbox.find((message) => message.includes('Subject: Courtesy notice')) ?? '';
      expect(withFile).toMatch(/Content-Type: multipart\/mixed/i);
      expect(withFile).toMatch(/Content-Disposition: attachment; filename=courtesy-notice\.pdf/i);
      expect(withFile).toContain(letter.toString('base64'));
      expect(inbox.find((message) => message.includes('Subject: No file'))).not.toMatch(/multipart\/mixed/i);

      const demo = await buildTestApp(kind, { seed: true, demo: true });
      await enqueueMails(demo.database.db, [mail], start);
      const [listed] = (await as(demo.app, null).get('/api/demo/mailbox?to=owner@example.test')).json<
        { id: number; attachments: { position: number; fileName: string; size: number }[] }[]
      >();
      expect(listed?.attachments).toEqual([
        { position: 0, fileName: 'courtesy-notice.pdf', contentType: 'application/pdf', size: letter.length },
      ]);
      const file = await as(demo.app, null).get(`/api/demo/mailbox/${listed?.id}/attachments/0`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(letter)).toBe(true);
      expect((await as(demo.app, null).get(`/api/demo/mailbox/${listed?.id}/attachments/1`)).statusCode).toBe(
        404,
      );
    });

    it('shows queued mail in the demo mailbox only while demo data is on', async () => {
      const { app } = await buildTestApp(kind, { seed: true, demo: true });
      await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser });
      const mailbox = await as(app, null).get(
        `/api/demo/mailbox?to=${encodeURIComponent('HomeOwner@example.com')}`,
      );
      expect(mailbox.statusCode).toBe(200);
      const [newest] = mailbox.json<{ subject: string; sentAt: string | null }[]>();
      expect(newest?.subject).toMatch(/^Your verification code: \d{6}$/);
      expect(newest?.sentAt).toBeNull();

      const { app: plain } = await buildTestApp(kind, { seed: true });
      expect((await as(plain, null).get('/api/demo/mailbox?to=homeowner@example.com')).statusCode).toBe(404);
    });

    it('has no demo mailbox with real SMTP configured, or in production, even with demo data', async () => {
      const envs: Record<string, string>[] = [
        { SMTP_URL: 'smtp://127.0.0.1:2525' },
        { NODE_ENV: 'production' },
      ];
      for (const env of envs) {
        const { app } = await buildTestApp(kind, { seed: true, demo: true, env });
        await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: 'staff@example.com' });
        const mailbox = await as(app, null).get(
          `/api/demo/mailbox?to=${encodeURIComponent('staff@example.com')}`,
        );
        expect(mailbox.statusCode, JSON.stringify(env)).toBe(404);
        expect(mailbox.body).not.toMatch(/verification code/i);
      }
    });
  });
});
