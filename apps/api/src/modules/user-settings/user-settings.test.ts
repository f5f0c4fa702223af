import { flattenProperties, type UserSettings } from '@hoa/contracts/user-settings';
import { expect, it } from 'vitest';
import { buildTestApp, forEachDatabase } from '../../../test/helper';
import { bearer, signInEveryone } from '../../../test/principals';

const base = '/svc/users/api';

forEachDatabase((kind) => {
  async function setup() {
    const test = await buildTestApp(kind, { seed: true });
    return { ...test, world: await signInEveryone(test) };
  }

  it('returns your own user and 404 for anyone else’s id', async () => {
    const { app, world } = await setup();
    const own = await app.inject({
      url: `${base}/Users/${world.userIds.homeownerA}`,
      headers: bearer(world.tokens.homeownerA),
    });
    expect(own.json()).toEqual({
      userId: world.userIds.homeownerA,
      userName: 'homeowner@example.com',
      email: 'homeowner@example.com',
    });
    const other = await app.inject({
      url: `${base}/Users/${world.userIds.homeownerB}`,
      headers: bearer(world.tokens.homeownerA),
    });
    expect(other.statusCode).toBe(404);
    const missing = await app.inject({
      url: `${base}/Users/999999`,
      headers: bearer(world.tokens.homeownerA),
    });
    expect(missing.statusCode).toBe(404);
    expect(other.json().errorCode).toBe(missing.json().errorCode);
  });

  it('lists the associations by name with properties, board flags, theme of the first and custom pages', async () => {
    const { app, world } = await setup();
    const response = await app.inject({
      url: `${base}/HomeSettings`,
      headers: bearer(world.tokens.homeownerB),
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json() as UserSettings;
    expect(settings.associations.map((a) => a.name)).toEqual([
      'Harbor Pointe Owners Association',
      'Meadowbrook Commons HOA',
    ]);
    expect(settings.associations.every((a) => a.properties.length === 1 && !a.isBoardMember)).toBe(true);
    expect(settings.designTemplate).toBe('harbor');
    expect(settings.logoUrl).toBe(settings.associations[0]?.logoUrl);
    expect(settings.pages).toEqual([
      { associationId: world.associationIds.harbor, title: 'Pool pass', legacyAction: 'PoolPass' },
      {
        associationId: world.associationIds.meadow,
        title: 'Clubhouse rental',
        legacyAction: 'ClubhouseRental',
      },
    ]);
    expect(flattenProperties(settings)).toHaveLength(2);

    const chair = (
      await app.inject({ url: `${base}/HomeSettings`, headers: bearer(world.tokens.chair) })
    ).json();
    expect(chair.associations).toMatchObject([
      { name: 'Meadowbrook Commons HOA', isBoardMember: true, isBoardChair: true },
    ]);
    const board = (
      await app.inject({ url: `${base}/HomeSettings`, headers: bearer(world.tokens.board) })
    ).json();
    expect(board.associations).toMatchObject([{ isBoardMember: true, isBoardChair: false }]);
    const staff = (
      await app.inject({ url: `${base}/HomeSettings`, headers: bearer(world.tokens.staff) })
    ).json();
    expect(staff).toMatchObject({ associations: [], pages: [], designTemplate: 'slate' });
  });

  it('answers the profile configuration of the company and the session in /Security', async () => {
    const { app, world } = await setup();
    const configuration = await app.inject({
      url: `${base}/Users/profile/configuration`,
      headers: bearer(world.tokens.homeownerA),
    });
    expect(configuration.json()).toEqual({ billingTextNotificationsAvailable: true });
    const security = await app.inject({ url: `${base}/Security`, headers: bearer(world.tokens.homeownerA) });
    expect(security.json()).toEqual({
      userId: world.userIds.homeownerA,
      customer: 'demo',
      isStaff: false,
      mimic: null,
    });
  });
});
