import { type Contact, type HomeownerProfile, profileMessages } from '@hoa/contracts/profile';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { owners } from '../../src/db/schema/owners';
import { ownerContacts } from '../../src/db/schema/profile';
import { as } from '../calls';
import { forEachDatabase } from '../helper';
import { address, createProfileWorld, homeowner, phone, profileOf } from './profile-world';

const primariesOf = (profile: HomeownerProfile, type: Contact['type']) =>
  profile.contacts.filter((c) => c.type === type && c.isPrimary);

forEachDatabase((kind) => {
  it('shows the account info and contacts of your own owner, and 404 for anyone else', async () => {
    const world = await createProfileWorld(kind);
    const profile = await profileOf(world);
    expect(profile).toMatchObject({
      ownerId: world.a.ownerId,
      name: 'Alex Able',
      managementCompany: 'Acme Community Management',
      primaryEmail: 'a@example.com',
      accounts: [{ accountNumber: 'WC00001', communityName: 'Willow Creek' }],
      contacts: [{ type: 'email', email: 'a@example.com', isPrimary: true }],
    });
    expect(profile.accounts[0]?.propertyAddress).toBe('101 Willow Way, Springfield, IL 62704');
    // staff in mimic mode act as the homeowner
    expect((await profileOf(world, world.mimicA.token)).ownerId).toBe(world.a.ownerId);
    for (const token of [world.b.token, world.staff.token, world.outsider.token]) {
      expect((await as(world.test.app, token).get(homeowner(world.a.ownerId))).statusCode).toBe(404);
      expect(
        (await as(world.test.app, token).get(`${homeowner(world.a.ownerId)}/Preferences`)).statusCode,
      ).toBe(404);
    }
    expect((await as(world.test.app, world.a.token).get(homeowner(999_999))).statusCode).toBe(404);
    expect((await as(world.test.app, null).get(homeowner(world.a.ownerId))).statusCode).toBe(401);
  });

  it('keeps exactly one primary per contact type: the first is primary, a new primary un-primaries the old', async () => {
    const world = await createProfileWorld(kind);
    const first = await as(world.test.app, world.a.token).post(
      `${homeowner(world.a.ownerId)}/contact`,
      phone('Mobile', '(217) 555-0101'),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'phone', phone: '(217) 555-0101', isPrimary: true });
    const second = await as(world.test.app, world.a.token).post(
      `${homeowner(world.a.ownerId)}/contact`,
      phone('Home', '217-555-0102'),
    );
    expect(second.json()).toMatchObject({ isPrimary: false });
    const third = await as(world.test.app, world.a.token).post(
      `${homeowner(world.a.ownerId)}/contact`,
      phone('Work', '+44 20 7946 0958', true),
    );
    expect(third.json()).toMatchObject({ isPrimary: true });
    let profile = await profileOf(world);
    expect(primariesOf(profile, 'phone').map((c) => c.label)).toEqual(['Work']);

    // making another primary through PATCH
    const home = second.json<Contact>();
    const patched = await as(world.test.app, world.a.token).patch(
      `${homeowner(world.a.ownerId)}/contact/${home.id}`,
      phone('Home', '217-555-0199', true),
    );
    expect(patched.statusCode).toBe(200);
    profile = await profileOf(world);
    expect(primariesOf(profile, 'phone').map((c) => c.label)).toEqual(['Home']);
    expect(profile.contacts.find((c) => c.id === home.id)).toMatchObject({ phone: '217-555-0199' });

    // the primary cannot be un-made, nor deleted; another one can be deleted
    const unset = await as(world.test.app, world.a.token).patch(
      `${homeowner(world.a.ownerId)}/contact/${home.id}`,
      phone('Home', '217-555-0199', false),
    );
    expect(unset.statusCode).toBe(409);
    expect(unset.json().message).toBe(profileMessages.primaryCannotBeUnset);
    const refused = await as(world.test.app, world.a.token).delete(
      `${homeowner(world.a.ownerId)}/contact/${home.id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: profileMessages.primaryCannotBeDeleted,
      errorCode: 'PROFILE_PRIMARY_DELETE',
    });
    const firstId = first.json<Contact>().id;
    expect(
      (await as(world.test.app, world.a.token).delete(`${homeowner(world.a.ownerId)}/contact/${firstId}`))
        .statusCode,
    ).toBe(204);
    profile = await profileOf(world);
    expect(profile.contacts.filter((c) => c.type === 'phone')).toHaveLength(2);
    expect(primariesOf(profile, 'phone')).toHaveLength(1);
  });

  it('refuses a second primary, or none, in the database itself', async () => {
    const world = await createProfileWorld(kind);
    const db = world.test.database.db;
    await as(world.test.app, world.a.token).post(`${homeowner(world.a.ownerId)}/contact`, {
      type: 'email',
      label: 'Work',
      email: 'work@example.com',
    });
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'succeeded',
        (error: unknown) => {
          const texts: string[] = [];
          for (let e: unknown = error; e instanceof Error; e = e.cause) texts.push(e.message);
          return texts.join(' ');
        },
      );
    expect(
      await failure(
        db.update(ownerContacts).set({ isPrimary: true }).where(eq(ownerContacts.ownerId, world.a.ownerId)),
      ),
    ).toMatch(/owner_contacts_one_primary_per_type|duplicate key/);
    expect(
      await failure(
        db.update(ownerContacts).set({ isPrimary: false }).where(eq(ownerContacts.ownerId, world.a.ownerId)),
      ),
    ).toMatch(/exactly one is required/);
    const rows = await db.select().from(ownerContacts).where(eq(ownerContacts.ownerId, world.a.ownerId));
    expect(rows.filter((row) => row.isPrimary)).toHaveLength(1);
  });

  it("mirrors the primary e-mail contact into the owner's primary e-mail (billing's PA037 rule reads it)", async () => {
    const world = await createProfileWorld(kind);
    const db = world.test.database.db;
    const primaryEmail = async () =>
      (await db.select({ value: owners.primaryEmail }).from(owners).where(eq(owners.id, world.a.ownerId)))[0]
        ?.value;
    const added = await as(world.test.app, world.a.token).post(`${homeowner(world.a.ownerId)}/contact`, {
      type: 'email',
      label: 'Work',
      email: 'alex.work@example.com',
      isPrimary: true,
    });
    expect(added.statusCode).toBe(201);
    expect(await primaryEmail()).toBe('alex.work@example.com');
    expect((await profileOf(world)).primaryEmail).toBe('alex.work@example.com');
    const id = added.json<Contact>().id;
    await as(world.test.app, world.a.token).patch(`${homeowner(world.a.ownerId)}/contact/${id}`, {
      type: 'email',
      label: 'Work',
      email: 'alex@work.example.com',
    });
    expect(await primaryEmail()).toBe('alex@work.example.com');
    const old = (await profileOf(world)).contacts.find((c) => c.type === 'email' && !c.isPrimary);
    expect(old).toMatchObject({ email: 'a@example.com' });
    await as(world.test.app, world.a.token).patch(`${homeowner(world.a.ownerId)}/contact/${old?.id}`, {
      type: 'email',
      label: 'Primary',
      email: 'a@example.com',
      isPrimary: true,
    });
    expect(await primaryEmail()).toBe('a@example.com');
  });

  it('adds, replaces and deletes mailing addresses, domestic and international', async () => {
    const world = await createProfileWorld(kind);
    const base = homeowner(world.a.ownerId);
    const home = await as(world.test.app, world.a.token).post(`${base}/address`, address);
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({
      type: 'address',
      state: 'IL',
      isPrimary: true,
      isInternational: false,
      country: '',
    });
    const abroad = await as(world.test.app, world.a.token).post(`${base}/address`, {
      ...address,
      label: 'Cottage',
      isInternational: true,
      state: 'XX',
      zip: '',
      country: 'Canada',
      province: 'Ontario',
      postalCode: 'K7L 1A1',
    });
    expect(abroad.statusCode).toBe(201);
    // only the international fields are kept for an international address
    expect(abroad.json()).toMatchObject({
      isPrimary: false,
      state: '',
      zip: '',
      country: 'Canada',
      postalCode: 'K7L 1A1',
    });
    const abroadId = abroad.json<Contact>().id;
    const moved = await as(world.test.app, world.a.token).put(`${base}/address/${abroadId}`, {
      ...address,
      label: 'Cottage',
      isInternational: true,
      country: 'Canada',
      province: 'Quebec',
      postalCode: 'H2X 1Y4',
      isPrimary: true,
    });
    expect(moved.statusCode).toBe(200);
    const profile = await profileOf(world);
    expect(primariesOf(profile, 'address').map((c) => c.id)).toEqual([abroadId]);
    // an address is not a /contact record, and an e-mail is not an /address record
    expect((await as(world.test.app, world.a.token).delete(`${base}/contact/${abroadId}`)).statusCode).toBe(
      404,
    );
    const emailId = profile.contacts.find((c) => c.type === 'email')?.id;
    expect(
      (await as(world.test.app, world.a.token).put(`${base}/address/${emailId}`, address)).statusCode,
    ).toBe(404);
    expect((await as(world.test.app, world.a.token).delete(`${base}/address/${abroadId}`)).statusCode).toBe(
      409,
    );
    expect(
      (await as(world.test.app, world.a.token).delete(`${base}/address/${home.json<Contact>().id}`))
        .statusCode,
    ).toBe(204);
    // changing an e-mail into a phone number is refused
    const retype = await as(world.test.app, world.a.token).patch(
      `${base}/contact/${emailId}`,
      phone('Mobile', '2175550101'),
    );
    expect(retype.statusCode).toBe(409);
    expect(retype.json().message).toBe(profileMessages.typeCannotChange);
  });

  it("never reads or changes another owner's contacts (404, nothing written), staff as themselves included", async () => {
    const world = await createProfileWorld(kind);
    const mine = await as(world.test.app, world.a.token).post(
      `${homeowner(world.a.ownerId)}/contact`,
      phone('Mobile', '2175550101'),
    );
    const contactId = mine.json<Contact>().id;
    const before = await profileOf(world);
    for (const token of [world.b.token, world.staff.token, world.chair.token]) {
      const attempts = [
        await as(world.test.app, token).post(
          `${homeowner(world.a.ownerId)}/contact`,
          phone('Mobile', '2175550199', true),
        ),
        await as(world.test.app, token).post(`${homeowner(world.a.ownerId)}/address`, address),
        await as(world.test.app, token).patch(
          `${homeowner(world.a.ownerId)}/contact/${contactId}`,
          phone('X', '2175550199'),
        ),
        await as(world.test.app, token).delete(`${homeowner(world.a.ownerId)}/contact/${contactId}`),
        await as(world.test.app, token).patch(`${homeowner(world.a.ownerId)}/Preferences`, {
          sendPaymentConfirmationEmail: false,
        }),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    }
    // B's own owner id with A's contact id: still not B's record
    expect(
      (
        await as(world.test.app, world.b.token).patch(
          `${homeowner(world.b.ownerId)}/contact/${contactId}`,
          phone('X', '2175550199'),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await as(world.test.app, world.b.token).delete(`${homeowner(world.b.ownerId)}/contact/${contactId}`))
        .statusCode,
    ).toBe(404);
    expect(await profileOf(world)).toEqual(before);
    // staff mimicking A change A's profile
    const byStaff = await as(world.test.app, world.mimicA.token).post(
      `${homeowner(world.a.ownerId)}/contact`,
      phone('Office', '2175550123'),
    );
    expect(byStaff.statusCode).toBe(201);
  });
});
