import { fixedClock } from '../../src/clock';
import { demoCompany } from '../../src/seed/demo';
import { actionItemsApi, as, associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

export const violationNow = new Date('2026-11-20T16:00:00Z');

export interface ViolationWorld extends World {
  test: TestApp;
  /** Harbor Pointe: the demo board member and chair sit on its board; homeowner A owns HP00001 there. */
  home: number;
  /** Staff mimicking the demo board member: reads, never writes. */
  mimicBoardToken: string;
}

export async function violationWorld(kind: DbKind): Promise<ViolationWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(violationNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'violation-mimic-board',
  });
  return { ...world, test, home: world.associationIds.harbor, mimicBoardToken };
}

export const boardViolations = (associationId: number, path = '') =>
  `${associationsApi}/Board/Associations/${associationId}/Violations${path}`;
export const staffViolations = (associationId: number, path = '') =>
  `${associationsApi}/Staff/Associations/${associationId}/Violations${path}`;
export const ownViolations = (path = '') => `${actionItemsApi}/Violations${path}`;

/** Staff record a violation at homeowner A's home; returns its id. */
export async function recordViolation(
  w: ViolationWorld,
  propertyId = w.propertyIds.homeownerA,
): Promise<number> {
  const response = await as(w.test.app, w.tokens.staff).post(staffViolations(w.home), {
    propertyId,
    category: 'Landscaping',
    description: 'Front lawn overgrown.',
    ruleReference: 'CC&R Article VII, Section 3',
    observedOn: '2026-11-02',
  });
  if (response.statusCode !== 201) throw new Error(`record: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Staff move the violation through the given stages, each expected to succeed. */
export async function advance(w: ViolationWorld, violationId: number, stages: string[]): Promise<void> {
  for (const stage of stages) {
    const response = await as(w.test.app, w.tokens.staff).post(
      staffViolations(w.home, `/${violationId}/Stage`),
      { stage, note: `To ${stage}` },
    );
    if (response.statusCode !== 200) throw new Error(`${stage}: ${response.statusCode} ${response.body}`);
  }
}

/** Staff propose a fine or hearing; returns the pending escalation's id. */
export async function propose(
  w: ViolationWorld,
  violationId: number,
  body: { stage: 'fine' | 'hearing'; fineAmount?: number; hearingOn?: string; note?: string },
): Promise<number> {
  const response = await as(w.test.app, w.tokens.staff).post(
    staffViolations(w.home, `/${violationId}/Escalations`),
    body,
  );
  if (response.statusCode !== 201) throw new Error(`propose: ${response.statusCode} ${response.body}`);
  const detail = response.json<{ escalations: { id: number; status: string }[] }>();
  const pending = detail.escalations.find((e) => e.status === 'pending');
  if (!pending) throw new Error('no pending escalation');
  return pending.id;
}

export const decide = (
  w: ViolationWorld,
  token: string | null,
  violationId: number,
  escalationId: number,
  body: { decision: string; note?: string },
  associationId = w.home,
) =>
  as(w.test.app, token).post(
    boardViolations(associationId, `/${violationId}/Escalations/${escalationId}/Decision`),
    body,
  );
