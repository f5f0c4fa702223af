import { describe, expect, it } from 'vitest';
import { sampleSenderName } from '../../src/modules/mail/get-demo-mail-templates';
import { templateNames } from '../../src/modules/mail/templates/catalog';
import { as, usersApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { demoUser, lastMailTo } from '../sign-in-helpers';

forEachDatabase((kind) => {
  describe('templated mail and its demo preview', () => {
    it('stores the text and the HTML part of a message in the outbox', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true });
      expect(
        (await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser })).statusCode,
      ).toBe(200);
      const queued = await lastMailTo(database.db, demoUser);
      const code = /(\d{6})/.exec(queued?.subject ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(queued?.text).toContain(`Your verification code is ${code}.`);
      expect(queued?.html).toContain(`Your verification code is ${code}.`);
      expect(queued?.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    });

    it('lists every template and renders one with sample data in demo mode, with the mailbox HTML', async () => {
      const { app } = await buildTestApp(kind, { seed: true, demo: true });
      const list = await app.inject({ method: 'GET', url: '/api/demo/mail-templates' });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<{ name: string }[]>().map((t) => t.name)).toEqual(templateNames);
      const preview = await app.inject({
        method: 'GET',
        url: '/api/demo/mail-templates/paymentReceipt?designTemplate=sunset',
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({
        name: 'paymentReceipt',
        audience: 'paymentConfirmation',
        subject: 'Payment receipt: $252.95 for account 100245',
      });
      expect(preview.json<{ html: string }>().html).toContain(sampleSenderName);
      expect(preview.json<{ html: string }>().html).toContain('#a33a12');
      const unknown = await app.inject({ method: 'GET', url: '/api/demo/mail-templates/nope' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('params.name');
      const badTheme = await app.inject({
        method: 'GET',
        url: '/api/demo/mail-templates/welcome?designTemplate=neon',
      });
      expect(badTheme.statusCode).toBe(400);
      expect(badTheme.body).toContain('designTemplate');

      await as(app, null).post(`${usersApi}/OneTimePassword`, { userName: demoUser });
      const mailbox = await app.inject({ method: 'GET', url: `/api/demo/mailbox?to=${demoUser}` });
      const [newest] = mailbox.json<{ html: string | null }[]>();
      expect(newest?.html).toContain('Your verification code is');
    });

    it('has no template preview without demo data, with SMTP or in production', async () => {
      const setups: { demo: boolean; env: Record<string, string> }[] = [
        { demo: false, env: {} },
        { demo: true, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } },
        { demo: true, env: { NODE_ENV: 'production' } },
      ];
      for (const setup of setups) {
        const { app } = await buildTestApp(kind, { seed: true, ...setup });
        for (const url of ['/api/demo/mail-templates', '/api/demo/mail-templates/verificationCode']) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, `${url} ${JSON.stringify(setup)}`).toBe(404);
          expect(response.body).not.toContain('verification code');
        }
      }
    });
  });
});
