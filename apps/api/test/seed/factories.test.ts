import { expect, it } from 'vitest';
import { createFactories } from '../../src/seed/factories';
import { createTestDatabase, forEachDatabase } from '../helper';

forEachDatabase((kind) => {
  it('creates rows with defaults and missing parents', async () => {
    const { db } = await createTestDatabase(kind);
    const make = createFactories(db);
    const property = await make.property();
    expect(property.accountNumber).toMatch(/^A\d{6}$/);
    expect(property.address1).toMatch(/^\d+ \w+ \w+$/);
  });

  it('takes overrides and stores e-mail in lower case', async () => {
    const { db } = await createTestDatabase(kind);
    const make = createFactories(db);
    const association = await make.association({
      name: 'Lakeside',
      designTemplate: 'harbor',
      autoDraftType: 'none',
    });
    const owner = await make.owner({
      managementCompanyId: association.managementCompanyId,
      lastName: 'Okafor',
    });
    const property = await make.property({
      associationId: association.id,
      ownerId: owner.id,
      city: 'Duluth',
    });
    const user = await make.user({
      managementCompanyId: association.managementCompanyId,
      email: 'Ada@Example.COM',
    });
    expect(association).toMatchObject({
      name: 'Lakeside',
      designTemplate: 'harbor',
      timeZone: 'America/New_York',
    });
    expect(owner.lastName).toBe('Okafor');
    expect(property).toMatchObject({ associationId: association.id, ownerId: owner.id, city: 'Duluth' });
    expect(user.email).toBe('ada@example.com');
  });

  it('gives the same values for the same seed', async () => {
    const a = createFactories((await createTestDatabase(kind)).db, 7);
    const b = createFactories((await createTestDatabase(kind)).db, 7);
    const [ownerA, ownerB] = [await a.owner(), await b.owner()];
    expect([ownerA.firstName, ownerA.lastName]).toEqual([ownerB.firstName, ownerB.lastName]);
  });
});
