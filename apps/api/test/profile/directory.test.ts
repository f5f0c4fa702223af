import type { DirectoryPage } from '@hoa/contracts/directory';
import { expect, it } from 'vitest';
import { as, associationsApi, usersApi } from '../calls';
import { forEachDatabase } from '../helper';
import { createProfileWorld, type ProfileWorld } from './profile-world';

const directoryOf = (
  world: ProfileWorld,
  query = '',
  token: string | null = world.a.token,
  id = world.associationId,
) => as(world.test.app, token).get(`${associationsApi}/Associations/${id}/Directory${query}`);

async function listed(world: ProfileWorld, query = '') {
  const response = await directoryOf(world, query);
  expect(response.statusCode).toBe(200);
  return response.json<DirectoryPage>();
}

/** A: name and phone; B: e-mail only; chair: name, title, mailing address; the outsider (another association) everything. */
async function optIn(world: ProfileWorld) {
  const prefs = (person: { ownerId: number; token: string }, directory: Record<string, boolean>) =>
    as(world.test.app, person.token).patch(`${usersApi}/Homeowner/${person.ownerId}/Preferences`, {
      directory,
    });
  await as(world.test.app, world.a.token).post(`${usersApi}/Homeowner/${world.a.ownerId}/contact`, {
    type: 'phone',
    label: 'Mobile',
    phone: '(217) 555-0101',
  });
  await as(world.test.app, world.chair.token).post(`${usersApi}/Homeowner/${world.chair.ownerId}/address`, {
    label: 'Home',
    name: 'Casey Chair',
    isInternational: true,
    street: '45 Lakeshore Road',
    city: 'Kingston',
    province: 'Ontario',
    postalCode: 'K7L 1A1',
    country: 'Canada',
  });
  expect((await prefs(world.a, { showName: true, showPhone: true })).statusCode).toBe(200);
  await prefs(world.b, { showEmail: true });
  await prefs(world.chair, { showName: true, showTitle: true, showMailingAddress: true });
  await prefs(world.outsider, { showName: true, showEmail: true, showPhone: true });
}

forEachDatabase((kind) => {
  it('lists only opted-in owners of the association, each with only the fields they chose', async () => {
    const world = await createProfileWorld(kind);
    expect(await listed(world)).toEqual({ entries: [], total: 0, page: 1, pageSize: 20 });
    await optIn(world);
    const page = await listed(world);
    expect(page.total).toBe(3);
    // ordered by the shown last name; an owner who hides the name comes last
    expect(page.entries).toEqual([
      { ownerId: world.a.ownerId, name: 'Alex Able', phone: '(217) 555-0101' },
      {
        ownerId: world.chair.ownerId,
        name: 'Casey Chair',
        title: 'Board chair',
        mailingAddress: '45 Lakeshore Road, Kingston, Ontario K7L 1A1, Canada',
      },
      { ownerId: world.b.ownerId, email: 'b@example.com' },
    ]);
  });

  it('searches the shown fields only and pages through the list', async () => {
    const world = await createProfileWorld(kind);
    await optIn(world);
    // B hides the name: searching it finds nothing; the shown e-mail finds B
    expect((await listed(world, '?search=Baker')).entries).toEqual([]);
    expect((await listed(world, '?search=B%40EXAMPLE')).entries.map((e) => e.ownerId)).toEqual([
      world.b.ownerId,
    ]);
    // A hides the e-mail
    expect((await listed(world, '?search=a%40example.com')).total).toBe(0);
    expect((await listed(world, '?search=kingston')).entries.map((e) => e.ownerId)).toEqual([
      world.chair.ownerId,
    ]);
    expect((await listed(world, '?search=board')).entries.map((e) => e.ownerId)).toEqual([
      world.chair.ownerId,
    ]);
    // LIKE wildcards are plain characters
    expect((await listed(world, '?search=%25')).total).toBe(0);
    const second = await listed(world, '?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.entries.map((e) => e.ownerId)).toEqual([world.chair.ownerId]);
    expect(await listed(world, '?page=9&pageSize=1')).toMatchObject({ entries: [], total: 3 });
    expect((await directoryOf(world, '?pageSize=1000')).statusCode).toBe(400);
  });

  it('is readable by members of the association only', async () => {
    const world = await createProfileWorld(kind);
    await optIn(world);
    expect((await directoryOf(world, '', world.b.token)).statusCode).toBe(200);
    expect((await directoryOf(world, '', world.mimicA.token)).statusCode).toBe(200);
    expect((await directoryOf(world, '', world.outsider.token)).statusCode).toBe(404);
    expect((await directoryOf(world, '', world.staff.token)).statusCode).toBe(404);
    expect((await directoryOf(world, '', null)).statusCode).toBe(401);
    expect((await directoryOf(world, '', world.a.token, world.otherAssociationId)).statusCode).toBe(404);
    // the outsider reads their own association, where A is not listed
    const theirs = await directoryOf(world, '', world.outsider.token, world.otherAssociationId);
    expect(theirs.json<DirectoryPage>().entries.map((e) => e.ownerId)).toEqual([world.outsider.ownerId]);
  });
});
