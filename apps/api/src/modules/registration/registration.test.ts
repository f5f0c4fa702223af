import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, forEachDatabase } from '../../../test/helper';
import {
  call,
  errorOf,
  expectNotLogged,
  lastMailTo,
  solveCaptcha,
  userIdOf,
} from '../../../test/sign-in-helpers';
import { fixedClock } from '../../clock';
import { associationMemberships } from '../../db/schema/memberships';
import { owners } from '../../db/schema/owners';
import { accountRequests } from '../../db/schema/registration';
import { createFactories } from '../../seed/factories';

const env = { CAPTCHA_MAX_NUMBER: '1000' };
const newcomer = 'newcomer@example.com';
const signUpBody = (captcha: string, extra: Record<string, string>) => ({
  email: newcomer,
  password: 'secret-6',
  confirmPassword: 'secret-6',
  captcha,
  ...extra,
});

forEachDatabase((kind) => {
  describe('sign-up and account requests', () => {
    it('signs up with a property account number and links the homes', async () => {
      const { app, database, logs } = await buildTestApp(kind, { seed: true, env });
      const byNumber = (captcha: string, accountNumber: string) =>
        call(
          app,
          '/Homeowner/Registration/demo',
          signUpBody(captcha, { method: 'accountNumber', accountNumber }),
        );
      const unknown = errorOf(await byNumber(await solveCaptcha(app), 'ZZ99999'));
      expect(unknown).toMatchObject({ status: 400, message: 'No property with this account number' });
      expect(unknown.detail).toContain('body.accountNumber');

      const taken = errorOf(
        await call(app, '/Homeowner/Registration/demo', {
          ...signUpBody(await solveCaptcha(app), { method: 'accountNumber', accountNumber: 'HP00001' }),
          email: 'homeowner@example.com',
        }),
      );
      expect(taken).toMatchObject({ status: 409, message: 'An account with this email already exists.' });

      const [row] = await database.db
        .execute("select account_number from properties where account_number like '%00050' limit 1")
        .then((r) => (r as unknown as { rows: { account_number: string }[] }).rows);
      const created = await byNumber(await solveCaptcha(app), row?.account_number ?? '');
      expect(created.statusCode, created.body).toBe(200);
      const { token, userId } = created.json<{ token: string; userId: number }>();
      expect(await app.accessTokens.verify(token)).toMatchObject({ userId, customer: 'demo' });
      const memberships = await database.db
        .select()
        .from(associationMemberships)
        .where(eq(associationMemberships.userId, await userIdOf(database.db, newcomer)));
      expect(memberships.map((m) => m.role)).toContain('homeowner');
      expect((await lastMailTo(database.db, newcomer))?.subject).toBe('Welcome to your community portal');
      expectNotLogged(logs, 'secret-6');
    });

    it('signs up with a registration key', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true, env });
      const [owner] = await database.db
        .select()
        .from(owners)
        .where(eq(owners.firstName, owners.firstName))
        .limit(1);
      expect(owner?.registrationKey).toMatch(/^DEMO-[0-9A-F]{10}$/);
      const byKey = async (registrationKey: string) =>
        call(
          app,
          '/Homeowner/Registration/demo',
          signUpBody(await solveCaptcha(app), { method: 'registrationKey', registrationKey }),
        );
      const bad = errorOf(await byKey('DEMO-0000000000'));
      expect(bad).toMatchObject({ status: 400, message: 'This registration key is not valid' });
      expect(bad.detail).toContain('body.registrationKey');
      expect((await byKey(owner?.registrationKey?.toLowerCase() ?? '')).statusCode).toBe(200);
    });

    it('needs a solved, unexpired, unused captcha and names missing fields', async () => {
      const clock = fixedClock(new Date());
      const { app } = await buildTestApp(kind, { seed: true, env, clock });
      const post = (body: Record<string, unknown>) => call(app, '/Homeowner/Registration/demo', body);
      const missing = errorOf(await post({ ...signUpBody('', { method: 'accountNumber' }) }));
      expect(missing.status).toBe(400);
      expect(missing.detail).toContain('body.captcha: Please complete the captcha');
      expect(missing.detail).toContain('body.accountNumber: Account number is required');
      const noKey = errorOf(await post(signUpBody('x', { method: 'registrationKey' })));
      expect(noKey.detail).toContain('body.registrationKey: Registration key is required');

      const forged = errorOf(
        await post(
          signUpBody(Buffer.from('{"signature":"x"}').toString('base64'), {
            method: 'accountNumber',
            accountNumber: 'HP00001',
          }),
        ),
      );
      expect(forged).toMatchObject({
        status: 400,
        message: 'Please complete the captcha',
        detail: 'body.captcha: Please complete the captcha',
      });

      const captcha = await solveCaptcha(app);
      expect(
        (await post(signUpBody(captcha, { method: 'accountNumber', accountNumber: 'ZZ1' }))).json(),
      ).toMatchObject({ message: 'No property with this account number' });
      expect(
        errorOf(await post(signUpBody(captcha, { method: 'accountNumber', accountNumber: 'ZZ1' }))).message,
      ).toBe('Please complete the captcha');

      const stale = await solveCaptcha(app);
      clock.set(new Date(clock.now().getTime() + 5 * 60_000 + 1000));
      expect(
        errorOf(await post(signUpBody(stale, { method: 'accountNumber', accountNumber: 'ZZ1' }))).message,
      ).toBe('Please complete the captcha');
    });

    it('records an account request and acknowledges it by e-mail', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true, env });
      const body = {
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        phone: '+1 555 010 0000',
        address: '1 Analytical Way',
        associationName: 'Harbor Pointe',
        captcha: await solveCaptcha(app),
      };
      const created = await call(app, '/Homeowner/Registration', body);
      expect(created.statusCode, created.body).toBe(201);
      const { requestId } = created.json<{ requestId: number }>();
      const [row] = await database.db.select().from(accountRequests).where(eq(accountRequests.id, requestId));
      expect(row).toMatchObject({ email: 'ada@example.com', accountNumber: null });
      expect((await lastMailTo(database.db, 'ada@example.com'))?.text).toContain(`reference ${requestId}`);

      const invalid = errorOf(
        await call(app, '/Homeowner/Registration', { ...body, name: '', phone: 'abc' }),
      );
      expect(invalid.detail).toContain('body.name: Name is required');
      expect(invalid.detail).toContain('body.phone: Invalid phone number');
      expect(
        (
          await call(app, '/Homeowner/Registration?clientId=nope', {
            ...body,
            captcha: await solveCaptcha(app),
          })
        ).statusCode,
      ).toBe(404);

      // with a second company, a request without a company code is refused, never sent to a guess
      await createFactories(database.db).managementCompany({ code: 'other', name: 'Other Management' });
      const unaddressed = errorOf(
        await call(app, '/Homeowner/Registration', { ...body, captcha: await solveCaptcha(app) }),
      );
      expect(unaddressed).toMatchObject({ status: 400, message: 'A company code is needed' });
    });
  });
});
