import { randomUUID } from 'node:crypto';
import { paymentErrorCodes } from '@hoa/contracts/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { documentDirectories } from '../../src/db/schema/documents';
import { emailOutbox } from '../../src/db/schema/mail';
import { futurePayments, payments } from '../../src/db/schema/payments';
import { staleLockMs } from '../../src/modules/payments/idempotency';
import { createFactories } from '../../src/seed/factories';
import { pdfBytes } from '../association-books/invoice-world';
import { actionItemsApi, associationsApi, paymentsApi, usersApi } from '../calls';
import { multipartBody } from '../documents/library';
import { freePort, postgres, tempDir } from '../helper';
import {
  amount,
  assertEachChargedOnce,
  owingPayer,
  password,
  type Server,
  savedCard,
  startServer,
  targetFor,
  unconfirmedPayment,
} from '../payments/crash-harness';
import { startS3Server } from '../s3-server';
import { startLoadBalancer } from './load-balancer';

const hostOf = (server: Server) => server.url.replace('http://', '');

async function signIn(url: string, userName: string): Promise<string> {
  const response = await fetch(`${url}${usersApi}/Users/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Confirms a payment as a careful client does: on a dropped connection, a 5xx or a 409 "still being
 * processed" it asks again with the same Idempotency-Key, so the payment is made at most once whichever
 * process answers. A key held by a request that died with its process is taken over once stale (60 s).
 */
async function confirmUntilAnswered(url: string, token: string, paymentId: number) {
  const started = Date.now();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      const response = await fetch(`${url}${paymentsApi}/Payment/Setup/${paymentId}/Confirm`, {
        method: 'PUT',
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          'idempotency-key': `cluster-${paymentId}`,
        },
        body: '{}',
      });
      const body = (await response.json()) as { id?: number; status?: string; errorCode?: string };
      const inProgress =
        response.status === 409 && body.errorCode === paymentErrorCodes.idempotencyInProgress;
      if (response.status < 500 && !inProgress) return { status: response.status, body, attempts };
    } catch {
      // the connection dropped: the outcome is unknown, so the same key goes again
    }
    if (Date.now() - started > staleLockMs + 30_000)
      throw new Error(`payment ${paymentId} got no answer in ${attempts} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

// Several processes need a database server: PGlite is one process's own (its data-folder lock).
describe.skipIf(!postgres.reachable)('three API processes behind HAProxy, on PostgreSQL and Redis', () => {
  it('share the sign-in limit, files and jobs, and lose nothing when one is killed under load', {
    timeout: 240_000,
  }, async () => {
    const target = await targetFor('postgres');
    const database = await target.open();
    const { db } = database;
    const factories = createFactories(db, 7);
    const guessed = await owingPayer(factories, 'guessed@example.test');
    const uploader = await owingPayer(factories, 'uploader@example.test');
    // the uploader also sits on the board, which manages the association's documents
    await factories.membership(uploader.user.id, uploader.subLedger.associationId, 'board_member');
    const [folder] = await db
      .insert(documentDirectories)
      .values({ associationId: uploader.subLedger.associationId, name: 'Minutes', audience: 'board' })
      .returning({ id: documentDirectories.id });
    // a future payment already due: the due-payments job makes it, once, whichever process runs the job
    const scheduler = await owingPayer(factories, 'scheduler@example.test');
    const reminded = await owingPayer(factories, 'reminded@example.test');
    const schedule = async (payer: typeof scheduler, scheduledDate: string) => {
      const [row] = await db
        .insert(futurePayments)
        .values({
          userId: payer.user.id,
          ownerId: payer.owner.id,
          propertyId: payer.property.id,
          subLedgerId: payer.subLedger.id,
          associationId: payer.subLedger.associationId,
          paymentMethodId: await savedCard(db, payer, factories),
          amount,
          scheduledDate,
          status: 'active',
          createdAt: new Date(),
          confirmedAt: new Date(),
        })
        .returning({ id: futurePayments.id });
      return row?.id ?? 0;
    };
    const due = await schedule(scheduler, '2026-01-05');
    // and one in two days: the same job sends its reminder, once
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const upcoming = await schedule(reminded, inTwoDays);
    const payers: { email: string; subLedgerId: number; paymentId: number }[] = [];
    for (let n = 0; n < 18; n++) {
      const email = `payer${n}@example.test`;
      const payer = await owingPayer(factories, email);
      payers.push({
        email,
        subLedgerId: payer.subLedger.id,
        paymentId: await unconfirmedPayment(db, payer, factories),
      });
    }
    await database.close();

    // three processes as deployed: shared database, Redis and object store, each its own data folder,
    // HAProxy trusted
    const s3 = await startS3Server();
    const shared = {
      ...s3.env,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `hoa-cluster-${randomUUID()}:`,
      TRUST_PROXY: '127.0.0.1',
      // HAProxy checks readiness every second and takes a process out after two failures
      DRAIN_SECONDS: '3',
    };
    const servers = await Promise.all(
      [1, 2, 3].map(() => startServer(target, { ...shared, DATA_DIR: tempDir('hoa-cluster-') })),
    );
    const [first, second, third] = servers as [Server, Server, Server];
    const balancer = await startLoadBalancer({
      port: await freePort(),
      statsPort: await freePort(),
      backends: servers.map(hostOf),
    });
    onTestFinished(() => balancer.stop());
    await balancer.waitUntilUp(['api1', 'api2', 'api3']);
    const portal = balancer.url;

    // 1. Ten wrong passwords in all, not ten per process: the eleventh try, even the right one, is refused.
    const before = await balancer.servers();
    const attempt = (guess: string) =>
      fetch(`${portal}${usersApi}/Users/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: guessed.user.email, password: guess }),
      });
    for (let n = 0; n < 10; n++) expect((await attempt(`wrong-guess-${n}`)).status).toBe(401);
    expect((await attempt(password)).status).toBe(429);
    const after = await balancer.servers();
    // the guesses were spread over all three processes
    for (const server of after) {
      const was = before.find((b) => b.name === server.name);
      expect(server.responses['4xx'] - (was?.responses['4xx'] ?? 0), server.name).toBeGreaterThanOrEqual(2);
    }

    // 2. Files uploaded through one process download, the same bytes, through another: a document (the
    // object store, a byte range through a third) and a request's attachment (the database).
    const uploaderToken = await signIn(first.url, 'uploader@example.test');
    const associationId = uploader.subLedger.associationId;
    const document = multipartBody(
      { parentId: String(folder?.id) },
      { name: 'Minutes.pdf', bytes: pdfBytes },
    );
    const stored = await fetch(`${first.url}${associationsApi}/associations/${associationId}/Documents`, {
      method: 'POST',
      headers: { ...bearer(uploaderToken), ...document.headers },
      body: document.payload,
    });
    expect(stored.status, await stored.clone().text()).toBe(201);
    const documentUrl = `${associationsApi}/associations/${associationId}/Documents/${((await stored.json()) as { id: number }).id}`;
    const whole = await fetch(`${second.url}${documentUrl}`, { headers: bearer(uploaderToken) });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(pdfBytes)).toBe(true);
    const part = await fetch(`${third.url}${documentUrl}`, {
      headers: { ...bearer(uploaderToken), range: 'bytes=0-4' },
    });
    expect([part.status, await part.text()]).toEqual([206, '%PDF-']);
    expect(s3.events.filter((event) => event.name.startsWith('ObjectCreated'))).toHaveLength(1);

    const created = await fetch(`${first.url}${actionItemsApi}/HomeownerRequests`, {
      method: 'POST',
      headers: { ...bearer(uploaderToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'general',
        propertyId: uploader.property.id,
        subject: 'Fence plan',
        description: 'The plan is attached.',
      }),
    });
    expect(created.status).toBe(201);
    const requestId = ((await created.json()) as { id: number }).id;
    const attached = await fetch(
      `${first.url}${actionItemsApi}/HomeownerRequests/${requestId}/Attachments?fileName=plan.pdf`,
      {
        method: 'POST',
        headers: { ...bearer(uploaderToken), 'content-type': 'application/pdf' },
        body: pdfBytes,
      },
    );
    expect(attached.status).toBe(201);
    const [attachment] = ((await attached.json()) as { attachments: { id: number }[] }).attachments;
    const downloaded = await fetch(
      `${second.url}${actionItemsApi}/HomeownerRequests/${requestId}/Attachments/${attachment?.id}`,
      { headers: bearer(uploaderToken) },
    );
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdfBytes)).toBe(true);

    // 3. The due-payments job ran once for its period across the three: one payment for the due schedule.
    const check = await target.open();
    onTestFinished(() => check.close());
    await expect
      .poll(
        async () => {
          const [row] = await check.db.select().from(futurePayments).where(eq(futurePayments.id, due));
          return row?.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('completed');
    const made = await check.db.select({ id: payments.id }).from(payments).where(eq(payments.kind, 'future'));
    expect(made).toHaveLength(1);
    await expect
      .poll(
        async () => {
          const [row] = await check.db.select().from(futurePayments).where(eq(futurePayments.id, upcoming));
          return row?.remindedFor;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(inTwoDays);
    const reminders = await check.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'reminded@example.test'));
    expect(reminders).toHaveLength(1);
    const { rows: jobs } = await check.executeSql(
      `select state, retry_count, singleton_on from pgboss.job where name = 'billing-due-payments'`,
      [],
    );
    const runs = jobs as { state: string; retry_count: number; singleton_on: Date | null }[];
    // one job per 5-minute period (two only if the processes started on either side of a period's end)
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(new Set(runs.map((run) => String(run.singleton_on))).size).toBe(runs.length);
    for (const run of runs) expect(run).toMatchObject({ state: 'completed', retry_count: 0 });

    // 4. Under load, one process is killed: no acknowledged request is lost and no payment is doubled.
    const tokens = await Promise.all(payers.map((payer) => signIn(portal, payer.email)));
    let reading = true;
    const reads = { ok: 0, failed: [] as string[] };
    const readLoop = async (n: number) => {
      const payer = payers[n % payers.length] as (typeof payers)[number];
      while (reading) {
        try {
          const response = await fetch(`${portal}${paymentsApi}/Ledger?subLedgerId=${payer.subLedgerId}`, {
            headers: bearer(tokens[n % tokens.length] as string),
          });
          await response.arrayBuffer();
          if (response.status === 200) reads.ok += 1;
          else reads.failed.push(`status ${response.status}`);
        } catch (error) {
          reads.failed.push(String(error));
        }
      }
    };
    const readers = [0, 1, 2, 3].map(readLoop);
    let acknowledged = 0;
    let killed = false;
    const confirmations = payers.map(async (payer, n) => {
      await new Promise((resolve) => setTimeout(resolve, n * 60));
      const answer = await confirmUntilAnswered(portal, tokens[n] as string, payer.paymentId);
      acknowledged += 1;
      if (acknowledged === 6 && !killed) {
        killed = true;
        second.child.kill('SIGKILL');
      }
      return answer;
    });
    const answers = await Promise.all(confirmations);
    await balancer.waitUntilDown('api2');
    await new Promise((resolve) => setTimeout(resolve, 500));
    reading = false;
    await Promise.all(readers);

    expect(killed).toBe(true);
    expect((await second.exited).signal).toBe('SIGKILL');
    for (const [n, answer] of answers.entries()) {
      expect(answer.status, `payment of payer ${n}`).toBe(200);
      expect(answer.body).toMatchObject({ id: payers[n]?.paymentId, status: 'processed' });
    }
    // HAProxy sent the reads the killed process dropped to another one
    expect(reads.failed).toEqual([]);
    expect(reads.ok).toBeGreaterThan(50);

    // 5. A rolling restart loses nothing: the process drains (readiness 503, still serving) while HAProxy
    // takes it out, exits, and its next version comes up on the same address.
    reading = true;
    reads.ok = 0;
    const rollingReaders = [0, 1, 2].map(readLoop);
    third.child.kill('SIGTERM');
    await balancer.waitUntilDown('api3');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    const next = await startServer(target, {
      ...shared,
      DATA_DIR: tempDir('hoa-cluster-'),
      PORT: hostOf(third).split(':')[1] ?? '',
    });
    await balancer.waitUntilUp(['api3']);
    reading = false;
    await Promise.all(rollingReaders);
    expect(reads.failed).toEqual([]);
    expect(reads.ok).toBeGreaterThan(20);
    const roll = (await balancer.servers()).find((server) => server.name === 'api3');
    expect(roll?.responses['5xx']).toBe(0);

    for (const server of [first, next]) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await assertEachChargedOnce(
      'postgres',
      target,
      payers.map((payer) => payer.paymentId),
      amount,
    );
  });
});
