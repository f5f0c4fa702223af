import type { InspectionDetail } from '@hoa/contracts/inspections';
import { and, asc, eq, ne } from 'drizzle-orm';
import { fixedClock } from '../../src/clock';
import { properties } from '../../src/db/schema/properties';
import { demoCompany } from '../../src/seed/demo';
import { as, associationsApi, signIn } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone, type World } from '../principals';

export const inspectionNow = new Date('2026-11-20T16:00:00Z');

export interface InspectionWorld extends World {
  test: TestApp;
  /** Harbor Pointe: the demo board member and chair sit on its board; homeowner A owns HP00001 there. */
  home: number;
  /** Another Harbor Pointe property (not homeowner A's). */
  neighbour: number;
  /** Staff mimicking the demo board member: reads, never writes. */
  mimicBoardToken: string;
}

export async function inspectionWorld(kind: DbKind): Promise<InspectionWorld> {
  const test = await buildTestApp(kind, { seed: true, clock: fixedClock(inspectionNow) });
  const world = await signInEveryone(test);
  const mimicBoardToken = await signIn(test.app, {
    userId: world.userIds.board,
    customer: demoCompany.code,
    actorUserId: world.userIds.staff,
    sessionId: 'inspection-mimic-board',
  });
  const home = world.associationIds.harbor;
  const [other] = await test.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.associationId, home), ne(properties.id, world.propertyIds.homeownerA)))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!other) throw new Error('Harbor Pointe has one property only');
  return { ...world, test, home, neighbour: other.id, mimicBoardToken };
}

export const boardInspections = (associationId: number, path = '') =>
  `${associationsApi}/Board/Associations/${associationId}/Inspections${path}`;
export const staffInspections = (associationId: number, path = '') =>
  `${associationsApi}/Staff/Associations/${associationId}/Inspections${path}`;

/** Staff record an inspection of homeowner A's home and the neighbour's; returns its id. */
export async function recordInspection(w: InspectionWorld): Promise<number> {
  const response = await as(w.test.app, w.tokens.staff).post(staffInspections(w.home), {
    inspectedOn: '2026-11-12',
    inspectorName: 'Dana Whitfield',
    propertyIds: [w.propertyIds.homeownerA, w.neighbour],
    status: 'completed',
    notes: 'Autumn drive-by.',
  });
  if (response.statusCode !== 201) throw new Error(`record: ${response.statusCode} ${response.body}`);
  return response.json<InspectionDetail>().id;
}

/** Staff add a finding at homeowner A's home; returns its id. */
export async function addFinding(
  w: InspectionWorld,
  inspectionId: number,
  overrides: Partial<{
    category: string;
    description: string;
    ruleReference: string;
    propertyId: number;
  }> = {},
): Promise<number> {
  const response = await as(w.test.app, w.tokens.staff).post(
    staffInspections(w.home, `/${inspectionId}/Findings`),
    {
      propertyId: w.propertyIds.homeownerA,
      category: 'Landscaping',
      description: 'Hedge over the sidewalk.',
      ruleReference: 'CC&R Article VII, Section 3',
      ...overrides,
    },
  );
  if (response.statusCode !== 201) throw new Error(`finding: ${response.statusCode} ${response.body}`);
  const findings = response.json<InspectionDetail>().findings;
  return (findings[findings.length - 1] as { id: number }).id;
}

export const uploadPhoto = (
  w: InspectionWorld,
  path: string,
  bytes: Buffer,
  type: string,
  token: string | null = w.tokens.staff,
) =>
  w.test.app.inject({
    method: 'POST',
    url: staffInspections(w.home, `${path}/Photos?fileName=hedge.png`),
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: bytes,
  });
