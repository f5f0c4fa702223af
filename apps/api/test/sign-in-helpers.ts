import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Db } from '../src/db/database';
import { emailOutbox } from '../src/db/schema/mail';
import { users } from '../src/db/schema/users';
import { demoPassword } from '../src/seed/demo';
import { as, usersApi } from './calls';

export const demoUser = 'homeowner@example.com';
export { demoPassword };

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The newest queued mail to an address. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

export async function lastPasscodeOf(db: Db, to: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`no passcode mail to ${to}`);
  return code;
}

/** No secret may reach the log lines. */
export function expectNotLogged(logs: Record<string, unknown>[], ...secrets: string[]) {
  const text = JSON.stringify(logs);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

/** Fetches a captcha challenge and solves it the way the web widget does. */
export async function solveCaptcha(app: App): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const challenge = (await as(app, null).get(`${usersApi}/Captcha/challenge`)).json<{
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  }>();
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solvable');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
