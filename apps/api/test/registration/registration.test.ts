import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { emailOutbox } from '../../src/db/schema/mail';
import { associationMemberships } from '../../src/db/schema/memberships';
import { owners } from '../../src/db/schema/owners';
import { properties } from '../../src/db/schema/properties';
import { accountRequests } from '../../src/db/schema/registration';
import { users } from '../../src/db/schema/users';
import { createFactories } from '../../src/seed/factories';
import { as, errorOf, usersApi } from '../calls';
import { buildTestApp, clockAtThisHour, forEachDatabase } from '../helper';
import { demoUser, expectNotLogged, lastMailTo, solveCaptcha, userIdOf } from '../sign-in-helpers';

const env = { CAPTCHA_MAX_NUMBER: '1000' };
const newcomer = 'newcomer@example.com';
const signUpBody = (captcha: string, extra: Record<string, string>) => ({
  email: newcomer,
  password: 'secret-6',
  confirmPassword: 'secret-6',
  captcha,
  ...extra,
});

const codeOf = (mail: { subject: string } | undefined) => {
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error('no sign-up code mail');
  return code;
};

async function ownerOfAccount(db: Db, accountNumber: string): Promise<number> {
  const [row] = await db
    .select({ ownerId: properties.ownerId })
    .from(properties)
    .where(eq(properties.accountNumber, accountNumber));
  if (!row) throw new Error(`no account ${accountNumber}`);
  return row.ownerId;
}

const loginsOf = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

const mailsTo = (db: Db, to: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));

forEachDatabase((kind) => {
  describe('sign-up and account requests', () => {
    it('an account number sends a code to the address on file; the login exists only after it', async () => {
      const { app, database, logs } = await buildTestApp(kind, { seed: true, env });
      const byNumber = (captcha: string, accountNumber: string) =>
        as(app, null).post(
          `${usersApi}/Homeowner/Registration/demo`,
          signUpBody(captcha, { method: 'accountNumber', accountNumber }),
        );
      const unknown = errorOf(await byNumber(await solveCaptcha(app), 'ZZ99999'));
      expect(unknown).toMatchObject({ status: 400, message: 'No property with this account number' });
      expect(unknown.detail).toContain('body.accountNumber');

      const taken = errorOf(
        await as(app, null).post(`${usersApi}/Homeowner/Registration/demo`, {
          ...signUpBody(await solveCaptcha(app), { method: 'accountNumber', accountNumber: 'HP00050' }),
          email: 'homeowner@example.com',
        }),
      );
      expect(taken).toMatchObject({ status: 409, message: 'An account with this email already exists.' });

      // a demo owner without an e-mail on file cannot prove control by account number
      const noEmail = errorOf(await byNumber(await solveCaptcha(app), 'HP00050'));
      expect(noEmail).toMatchObject({ status: 400, errorCode: 'REGISTRATION_NO_EMAIL_ON_FILE' });
      expect(noEmail.detail).toContain('body.accountNumber');

      const onFile = 'dana.owner@example.net';
      const ownerId = await ownerOfAccount(database.db, 'HP00050');
      await database.db.update(owners).set({ primaryEmail: onFile }).where(eq(owners.id, ownerId));
      const started = await byNumber(await solveCaptcha(app), 'HP00050');
      expect(started.statusCode, started.body).toBe(202);
      const codeSent = started.json<{ verificationId: string; sentTo: string }>();
      expect(codeSent.sentTo).toBe('d***@e***.net');
      // the code goes to the address on file, never to the one typed in, and no login exists yet
      const code = codeOf(await lastMailTo(database.db, onFile));
      expect(await lastMailTo(database.db, newcomer)).toBeUndefined();
      expect(await loginsOf(database.db, newcomer)).toBe(0);

      const verify = (body: Record<string, unknown>, clientId = 'demo') =>
        as(app, null).post(`${usersApi}/Homeowner/Registration/${clientId}/verify`, body);
      const wrong = errorOf(
        await verify({
          verificationId: codeSent.verificationId,
          code: code === '000000' ? '111111' : '000000',
        }),
      );
      expect(wrong).toMatchObject({
        status: 400,
        message: 'The verification code you entered is incorrect.',
        detail: 'body.code: The verification code you entered is incorrect.',
      });
      expect(errorOf(await verify({ verificationId: 'nope', code })).detail).toContain('body.verificationId');
      // the code belongs to the company it was sent for
      expect((await verify({ verificationId: codeSent.verificationId, code }, 'other')).statusCode).toBe(400);

      const created = await verify({ verificationId: codeSent.verificationId, code });
      expect(created.statusCode, created.body).toBe(200);
      const { token, userId } = created.json<{ token: string; userId: number }>();
      expect(await app.accessTokens.verify(token)).toMatchObject({ userId, customer: 'demo' });
      const memberships = await database.db
        .select()
        .from(associationMemberships)
        .where(eq(associationMemberships.userId, await userIdOf(database.db, newcomer)));
      expect(memberships.map((m) => m.role)).toContain('homeowner');
      expect((await lastMailTo(database.db, newcomer))?.subject).toBe('Welcome to your community portal');
      // single use
      expect((await verify({ verificationId: codeSent.verificationId, code })).statusCode).toBe(400);
      expectNotLogged(logs, 'secret-6', code);
    });

    it("knowing an owner's account number is not enough to take over their home", async () => {
      const clock = clockAtThisHour();
      const { app, database } = await buildTestApp(kind, { seed: true, env, clock });
      const attacker = 'attacker@example.org';
      const started = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo`, {
        ...signUpBody(await solveCaptcha(app), { method: 'accountNumber', accountNumber: 'HP00001' }),
        email: attacker,
      });
      expect(started.statusCode, started.body).toBe(202);
      const { verificationId, sentTo } = started.json<{ verificationId: string; sentTo: string }>();
      expect(sentTo).toBe('h***@e***.com');
      expect(await lastMailTo(database.db, attacker)).toBeUndefined();
      // the owner has a login: it hears of the attempt, and the code went to the address on file
      const mails = await mailsTo(database.db, demoUser);
      expect(mails.map((m) => m.subject)).toEqual(
        expect.arrayContaining([
          'Someone tried to create a login for your home',
          expect.stringMatching(/^Your sign-up code: \d{6}$/),
        ]),
      );
      expect(mails.find((m) => m.subject.startsWith('Someone tried'))?.text).toContain(attacker);

      // a second start within the countdown is refused; guessing the code ends it after five tries
      const again = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo`, {
        ...signUpBody(await solveCaptcha(app), { method: 'accountNumber', accountNumber: 'HP00001' }),
        email: attacker,
      });
      expect(errorOf(again)).toMatchObject({ status: 429, errorCode: 'AUTH_RESEND_TOO_SOON' });
      const code = codeOf(mails.find((m) => m.subject.startsWith('Your sign-up code')));
      const guess = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++) {
        const tried = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo/verify`, {
          verificationId,
          code: guess,
        });
        expect(tried.statusCode).toBe(400);
      }
      const late = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo/verify`, {
        verificationId,
        code,
      });
      expect(errorOf(late)).toMatchObject({ status: 400, errorCode: 'AUTH_WRONG_CODE' });
      expect(await loginsOf(database.db, attacker)).toBe(0);

      // an expired code does not work either
      clock.set(new Date(clock.now().getTime() + 61_000));
      const fresh = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo`, {
        ...signUpBody(await solveCaptcha(app), { method: 'accountNumber', accountNumber: 'HP00001' }),
        email: attacker,
      });
      expect(fresh.statusCode, fresh.body).toBe(202);
      const freshCode = codeOf(await lastMailTo(database.db, demoUser));
      clock.set(new Date(clock.now().getTime() + 10 * 60_000));
      const expired = await as(app, null).post(`${usersApi}/Homeowner/Registration/demo/verify`, {
        verificationId: fresh.json<{ verificationId: string }>().verificationId,
        code: freshCode,
      });
      expect(errorOf(expired)).toMatchObject({ status: 400, errorCode: 'AUTH_CODE_EXPIRED' });
      expect(await loginsOf(database.db, attacker)).toBe(0);
    });

    it('account numbers are looked up no faster than sign-in guesses', async () => {
      const { app } = await buildTestApp(kind, { seed: true, env });
      const ip = '10.9.0.1';
      for (let i = 0; i < 25; i++) {
        const guess = await as(app, null).post(
          `${usersApi}/Users/Authenticate`,
          { userName: `someone${i}@example.com`, password: 'guess-123' },
          { ip },
        );
        expect(guess.statusCode).toBe(401);
      }
      // the address has 5 sign-in guesses left this minute, and a sign-up lookup is one of them
      const lookup = (n: number) =>
        as(app, null).post(
          `${usersApi}/Homeowner/Registration/demo`,
          signUpBody('not-solved', { method: 'accountNumber', accountNumber: `HP0${n}` }),
          { ip },
        );
      for (let i = 0; i < 5; i++) expect((await lookup(i)).statusCode).toBe(400);
      expect(errorOf(await lookup(9))).toMatchObject({ status: 429, errorCode: 'RATE_LIMITED' });
    });

    it('signs up with a registration key, and an owner with a login hears of it', async () => {
      const { app, database } = await buildTestApp(kind, { seed: true, env });
      const [owner] = await database.db
        .select()
        .from(owners)
        .where(eq(owners.firstName, owners.firstName))
        .limit(1);
      expect(owner?.registrationKey).toMatch(/^DEMO-[0-9A-F]{10}$/);
      const byKey = async (registrationKey: string) =>
        as(app, null).post(
          `${usersApi}/Homeowner/Registration/demo`,
          signUpBody(await solveCaptcha(app), { method: 'registrationKey', registrationKey }),
        );
      const bad = errorOf(await byKey('DEMO-0000000000'));
      expect(bad).toMatchObject({ status: 400, message: 'This registration key is not valid' });
      expect(bad.detail).toContain('body.registrationKey');
      const created = await byKey(owner?.registrationKey?.toLowerCase() ?? '');
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<{ token: string }>().token).toBeTruthy();
      // the first owner is the demo homeowner, who already has a login
      expect(await userIdOf(database.db, newcomer)).toBeGreaterThan(0);
      expect((await lastMailTo(database.db, demoUser))?.subject).toBe(
        'Someone tried to create a login for your home',
      );
    });

    it('needs a solved, unexpired, unused captcha and names missing fields', async () => {
      const clock = clockAtThisHour();
      const { app } = await buildTestApp(kind, { seed: true, env, clock });
      const post = (body: Record<string, unknown>) =>
        as(app, null).post(`${usersApi}/Homeowner/Registration/demo`, body);
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
      const created = await as(app, null).post(`${usersApi}/Homeowner/Registration`, body);
      expect(created.statusCode, created.body).toBe(201);
      const { requestId } = created.json<{ requestId: number }>();
      const [row] = await database.db.select().from(accountRequests).where(eq(accountRequests.id, requestId));
      expect(row).toMatchObject({ email: 'ada@example.com', accountNumber: null });
      expect((await lastMailTo(database.db, 'ada@example.com'))?.text).toContain(`reference ${requestId}`);

      const invalid = errorOf(
        await as(app, null).post(`${usersApi}/Homeowner/Registration`, { ...body, name: '', phone: 'abc' }),
      );
      expect(invalid.detail).toContain('body.name: Name is required');
      expect(invalid.detail).toContain('body.phone: Invalid phone number');
      expect(
        (
          await as(app, null).post(`${usersApi}/Homeowner/Registration?clientId=nope`, {
            ...body,
            captcha: await solveCaptcha(app),
          })
        ).statusCode,
      ).toBe(404);

      // with a second company, a request without a company code is refused, never sent to a guess
      await createFactories(database.db).managementCompany({ code: 'other', name: 'Other Management' });
      const unaddressed = errorOf(
        await as(app, null).post(`${usersApi}/Homeowner/Registration`, {
          ...body,
          captcha: await solveCaptcha(app),
        }),
      );
      expect(unaddressed).toMatchObject({ status: 400, message: 'A company code is needed' });
    });
  });
});
