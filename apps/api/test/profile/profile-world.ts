import { messageTexts } from '@hoa/contracts/messages';
import type { HomeownerProfile } from '@hoa/contracts/profile';
import { expect } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createFactories } from '../../src/seed/factories';
import { as, signIn, usersApi } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';

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
}

/** A small company on an empty database (no demo books): fast enough for every test to have its own. */
export async function createProfileWorld(kind: DbKind): Promise<ProfileWorld> {
  const clock = fixedClock(new Date('2026-11-20T15:00:00Z'));
  const test = await buildTestApp(kind, { clock });
  const make = createFactories(test.database.db, 7);
  const company = await make.managementCompany({ code: 'acme', name: 'Acme Community Management' });
  const association = await make.association({ managementCompanyId: company.id, name: 'Willow Creek' });
  const other = await make.association({ managementCompanyId: company.id, name: 'Stone Ridge' });
  const issue = (userId: number, actorUserId?: number) =>
    signIn(test.app, {
      userId,
      customer: company.code,
      ...(actorUserId ? { actorUserId, sessionId: `profile-mimic-${actorUserId}` } : {}),
    });
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
  };
}

/** The profile's address, and a phone contact and a mailing address as a request sends them. */
export const homeowner = (id: number) => `${usersApi}/Homeowner/${id}`;
export const phone = (label: string, value: string, isPrimary?: boolean) => ({
  type: 'phone',
  label,
  phone: value,
  ...(isPrimary === undefined ? {} : { isPrimary }),
});
export const address = {
  label: 'Home',
  name: 'Alex Able',
  street: '101 Willow Way',
  secondAddress: 'Apt 2',
  city: 'Springfield',
  state: 'il',
  zip: '62704',
};

/** Message bodies the spec refuses (empty, blank, missing, too long), each with the words it answers. */
export const refusedMessages: [unknown, string][] = [
  [{ message: '' }, messageTexts.required],
  [{ message: '   \n ' }, messageTexts.required],
  [{}, messageTexts.required],
  [{ message: 'x'.repeat(2001) }, messageTexts.tooLong],
];

/** An owner's profile as they read it (200 expected). */
export async function profileOf(world: ProfileWorld, token = world.a.token, id = world.a.ownerId) {
  const response = await as(world.test.app, token).get(homeowner(id));
  expect(response.statusCode).toBe(200);
  return response.json<HomeownerProfile>();
}
