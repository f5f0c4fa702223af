import { type PrincipalName, principalNames, type World } from '../principals';

/*
 * The authorization matrix's rules: what each principal must get from each service route (one file per
 * service client, all read by authorization-matrix.test.ts).
 *
 * Expected: an exact status, or a class ('2xx', '4xx'), or a list of acceptable statuses.
 * Adding a route? Add ONE line to the rules of its service.
 */
export type Expected = number | '2xx' | '4xx' | number[];
export type Expectations = Record<PrincipalName, Expected>;

export interface Rule {
  /** Path (with the ids filled in), query and body; defaults to the route's own path. */
  request?: (world: World) => { url?: string; payload?: unknown };
  expect: Expectations;
}

export const all = (status: Expected): Expectations =>
  Object.fromEntries(principalNames.map((name) => [name, status])) as Expectations;

/** anonymous → 401, every signed-in principal → `status` unless overridden. */
export const signedIn = (status: Expected, overrides: Partial<Expectations> = {}): Expectations => ({
  ...all(status),
  anonymous: 401,
  ...overrides,
});

/** Staff signed in as themselves only: 401 anonymous, 403 homeowners, board and staff in mimic mode. */
export const staffOnly = (status: Expected): Expectations => signedIn(403, { staff: status });

/** Only homeowner A (and staff mimicking A) reach A's records; everyone else does not know they exist. */
export const onlyHomeownerA = (status: Expected): Expectations =>
  signedIn(404, { homeownerA: status, mimic: status });

/**
 * Members of Harbor Pointe: homeowners A and B, staff mimicking A, and its appointed board (the demo board
 * member and chair, ADR 111); everyone else, the Sunset board member included, gets 404.
 */
export const harborMembers = (status: Expected): Expectations =>
  signedIn(404, { homeownerA: status, homeownerB: status, mimic: status, board: status, chair: status });
