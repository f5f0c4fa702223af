import { fixedClock } from '../../src/clock';
import { demoCompany } from '../../src/seed/demo';
import { actionItemsApi, as, signIn } from '../calls';
import { multipartBody } from '../documents/library';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { arcRequestIdOf, signInEveryone, type World } from '../principals';

/** Seeded at a fixed instant, so the demo's relative dates (and the 36-month filter) are known. */
export const arcNow = new Date('2026-03-11T16:00:00Z');

export interface ArcWorld extends World {
  test: TestApp;
  /** Staff mimicking the demo board member (reads, never writes, on the board's calls). */
  mimicBoardToken: string;
  /** Demo ARC requests of Meadowbrook Commons by account number (MC00002 is the board member's home). */
  arcIdOf(accountNumber: string): Promise<number>;
}

export async function arcWorld(kind: DbKind): Promise<ArcWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(arcNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'arc-mimic-board',
  });
  const arcIdOf = (accountNumber: string) => arcRequestIdOf(test, accountNumber);
  return { ...world, test, mimicBoardToken, arcIdOf };
}

/** The board's ARC calls. */
export const board = `${actionItemsApi}/Board/ArcRequests`;

/** A vote as form data (vote, comment). */
export function vote(world: ArcWorld, token: string | null, id: number, fields: Record<string, string>) {
  const form = multipartBody(fields);
  return as(world.test.app, token).post(`${board}/${id}/Vote`, form.payload, { headers: form.headers });
}

/** A board message as form data, with one optional file. */
export function message(
  world: ArcWorld,
  token: string | null,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const form = multipartBody(fields, file ? { ...file, field: 'files' } : undefined);
  return as(world.test.app, token).post(`${board}/Message`, form.payload, { headers: form.headers });
}
