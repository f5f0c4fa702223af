import type { LightMyRequestResponse } from 'fastify';
import { fixedClock } from '../../src/clock';
import { createFactories } from '../../src/seed/factories';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

export const usersApi = '/svc/users/api';
export const associationsApi = '/svc/associations/api';

export interface Person {
  userId: number;
  ownerId: number;
  token: string;
}

export interface ProfileWorld {
  test: TestApp;
  clock: ReturnType<typeof fixedClock>;
  associationId: number;
  otherAssociationId: number;
  /** Homeowner A: a home in the association, primary e-mail a@example.com. */
  a: Person;
  /** Homeowner B: a neighbour in the same association, primary e-mail b@example.com. */
  b: Person;
  /** A board chair of the association who owns a home there. */
  chair: Person;
  /** A homeowner of another association only. */
  outsider: Person;
  staff: { userId: number; token: string };
  /** Staff acting as homeowner A. */
  mimicA: { token: string };
  call(
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** A small company on an empty database (no demo books): fast enough for every test to have its own. */
export async function createProfileWorld(kind: DbKind): Promise<ProfileWorld> {
  const clock = fixedClock(new Date('2026-11-20T15:00:00Z'));
  const test = await buildTestApp(kind, { clock });
  const make = createFactories(test.database.db, 7);
  const company = await make.managementCompany({ code: 'acme', name: 'Acme Community Management' });
  const association = await make.association({ managementCompanyId: company.id, name: 'Willow Creek' });
  const other = await make.association({ managementCompanyId: company.id, name: 'Stone Ridge' });
  const issue = async (userId: number, actorUserId?: number) =>
    (
      await test.app.accessTokens.issue({
        userId,
        customer: company.code,
        ...(actorUserId ? { actorUserId, sessionId: `profile-mimic-${actorUserId}` } : {}),
      })
    ).token;
  let n = 0;
  const person = async (
    first: string,
    last: string,
    email: string,
    associationId: number,
    role?: 'board_chair',
  ): Promise<Person> => {
    n += 1;
    const owner = await make.owner({
      managementCompanyId: company.id,
      firstName: first,
      lastName: last,
      primaryEmail: email,
    });
    const user = await make.user({ managementCompanyId: company.id, email, displayName: `${first} ${last}` });
    await make.linkUserToOwner(user.id, owner.id);
    await make.property({
      associationId,
      ownerId: owner.id,
      accountNumber: `WC${String(n).padStart(5, '0')}`,
      address1: `${100 + n} Willow Way`,
      city: 'Springfield',
      stateProvince: 'IL',
      postalCode: '62704',
    });
    await make.membership(user.id, associationId, 'homeowner');
    if (role) await make.membership(user.id, associationId, role);
    return { userId: user.id, ownerId: owner.id, token: await issue(user.id) };
  };
  const a = await person('Alex', 'Able', 'a@example.com', association.id);
  const b = await person('Blair', 'Baker', 'b@example.com', association.id);
  const chair = await person('Casey', 'Chair', 'chair@example.com', association.id, 'board_chair');
  const outsider = await person('Oli', 'Outside', 'o@example.com', other.id);
  const staffUser = await make.user({
    managementCompanyId: company.id,
    email: 'staff@example.com',
    displayName: 'Sam Staff',
    isStaff: true,
  });
  const staff = { userId: staffUser.id, token: await issue(staffUser.id) };
  const mimicA = { token: await issue(a.userId, staffUser.id) };
  return {
    test,
    clock,
    associationId: association.id,
    otherAssociationId: other.id,
    a,
    b,
    chair,
    outsider,
    staff,
    mimicA,
    call: (token, method, path, body) =>
      test.app.inject({
        method,
        url: path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body !== undefined ? { payload: body as object } : {}),
      }),
  };
}
