import { flattenProperties, type UserSettings } from '@hoa/contracts/user-settings';
import { expect, it } from 'vitest';
import { as } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

const base = '/svc/users/api';

forEachDatabase((kind) => {
  async function setup() {
    const test = await buildTestApp(kind, { seed: true });
    return { ...test, world: await signInEveryone(test) };
  }

  it('returns your own user and 404 for anyone else’s id', async () => {
    const { app, world } = await setup();
    const own = await as(app, world.tokens.homeownerA).get(`${base}/Users/${world.userIds.homeownerA}`);
    expect(own.json()).toEqual({
      userId: world.userIds.homeownerA,
      userName: 'homeowner@example.com',
      email: 'homeowner@example.com',
    });
    const other = await as(app, world.tokens.homeownerA).get(`${base}/Users/${world.userIds.homeownerB}`);
    expect(other.statusCode).toBe(404);
    const missing = await as(app, world.tokens.homeownerA).get(`${base}/Users/999999`);
    expect(missing.statusCode).toBe(404);
    expect(other.json().errorCode).toBe(missing.json().errorCode);
  });

  it('lists the associations by name with properties, board flags, theme of the first and custom pages', async () => {
    const { app, world } = await setup();
    const response = await as(app, world.tokens.homeownerB).get(`${base}/HomeSettings`);
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

    const chair = (await as(app, world.tokens.chair).get(`${base}/HomeSettings`)).json();
    // a board seat without a home (Harbor Pointe's appointed board) is listed; the theme is of the home's
    expect(chair).toMatchObject({
      associations: [
        { name: 'Harbor Pointe Owners Association', isBoardChair: true, properties: [] },
        { name: 'Meadowbrook Commons HOA', isBoardMember: true, isBoardChair: true },
      ],
      designTemplate: chair.associations[1].designTemplate,
    });
    expect(chair.associations[1].properties).toHaveLength(1);
    const board = (await as(app, world.tokens.board).get(`${base}/HomeSettings`)).json();
    expect(board.associations).toMatchObject([
      { isBoardMember: true, isBoardChair: false },
      { isBoardMember: true, isBoardChair: false },
    ]);
    const staff = (await as(app, world.tokens.staff).get(`${base}/HomeSettings`)).json();
    expect(staff).toMatchObject({ associations: [], pages: [], designTemplate: 'slate' });
  });

  it('answers the profile configuration of the company and the session in /Security', async () => {
    const { app, world } = await setup();
    const configuration = await as(app, world.tokens.homeownerA).get(`${base}/Users/profile/configuration`);
    expect(configuration.json()).toEqual({ billingTextNotificationsAvailable: true });
    const security = await as(app, world.tokens.homeownerA).get(`${base}/Security`);
    expect(security.json()).toEqual({
      userId: world.userIds.homeownerA,
      customer: 'demo',
      isStaff: false,
      mimic: null,
    });
  });
});
