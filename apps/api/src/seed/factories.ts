import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { associationPages } from '../db/schema/association-pages';
import { associations } from '../db/schema/associations';
import { subLedgers } from '../db/schema/books';
import { managementCompanies } from '../db/schema/management-companies';
import { type AssociationRole, associationMemberships, userOwners } from '../db/schema/memberships';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { users } from '../db/schema/users';
import { associationBooksFactories } from './association-books-factories';
import { firstNames, lastNames } from './names';
import { paymentFactories } from './payment-factories';
import { createRandom, type Random } from './random';

export type ManagementCompany = typeof managementCompanies.$inferSelect;
export type Association = typeof associations.$inferSelect;
export type Owner = typeof owners.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type User = typeof users.$inferSelect;
export type SubLedger = typeof subLedgers.$inferSelect;

type NewAssociation = typeof associations.$inferInsert;
type NewOwner = typeof owners.$inferInsert;
type NewProperty = typeof properties.$inferInsert;
type NewUser = typeof users.$inferInsert;
type NewSubLedger = typeof subLedgers.$inferInsert;

const streetSuffixes = ['Lane', 'Drive', 'Court', 'Way', 'Circle', 'Road'] as const;
const streetWords = ['Oak', 'Maple', 'Willow', 'Cedar', 'Birch', 'Aspen', 'Juniper', 'Laurel'] as const;

/** Pure builders: deterministic values from a seeded Random, any field overridable. */
export function buildOwnerValues(
  random: Random,
  overrides: Partial<NewOwner> & Pick<NewOwner, 'managementCompanyId'>,
) {
  return {
    firstName: random.pick(firstNames),
    lastName: random.pick(lastNames),
    ...overrides,
  } satisfies NewOwner;
}

export function buildAddress(random: Random, streets: readonly string[] = defaultStreets(random)) {
  return {
    address1: `${random.int(100, 9899)} ${random.pick(streets)}`,
    address2: random.chance(0.08) ? `Unit ${random.int(1, 4)}${random.pick(['A', 'B', 'C'])}` : null,
  };
}

function defaultStreets(random: Random): string[] {
  return [`${random.pick(streetWords)} ${random.pick(streetSuffixes)}`];
}

/**
 * Inserting factories for the seed and the tests (epic-stack style): every call returns the row,
 * takes overrides, and creates missing parents with defaults. The same seed gives the same rows.
 */
export function createFactories(db: Db, seed = 1) {
  const random = createRandom(seed);
  let sequence = 0;
  const next = () => ++sequence;

  async function managementCompany(overrides: Partial<typeof managementCompanies.$inferInsert> = {}) {
    const n = next();
    const [row] = await db
      .insert(managementCompanies)
      .values({ code: `company-${n}`, name: `Management Company ${n}`, ...overrides })
      .returning();
    return row as ManagementCompany;
  }

  async function association(overrides: Partial<NewAssociation> = {}) {
    const managementCompanyId = overrides.managementCompanyId ?? (await managementCompany()).id;
    const n = next();
    const [row] = await db
      .insert(associations)
      .values({ slug: `association-${n}`, name: `Association ${n}`, ...overrides, managementCompanyId })
      .returning();
    return row as Association;
  }

  async function findAssociation(id: number) {
    const [row] = await db.select().from(associations).where(eq(associations.id, id));
    if (!row) throw new Error(`No association ${id}`);
    return row;
  }

  async function owner(overrides: Partial<NewOwner> = {}) {
    const managementCompanyId = overrides.managementCompanyId ?? (await managementCompany()).id;
    const [row] = await db
      .insert(owners)
      .values(buildOwnerValues(random, { ...overrides, managementCompanyId }))
      .returning();
    return row as Owner;
  }

  async function property(overrides: Partial<NewProperty> = {}) {
    const parent = overrides.associationId
      ? await findAssociation(overrides.associationId)
      : await association();
    const ownerId =
      overrides.ownerId ?? (await owner({ managementCompanyId: parent.managementCompanyId })).id;
    const n = next();
    const [row] = await db
      .insert(properties)
      .values({
        accountNumber: `A${String(n).padStart(6, '0')}`,
        ...buildAddress(random),
        city: 'Springfield',
        stateProvince: 'IL',
        postalCode: '62701',
        ...overrides,
        associationId: parent.id,
        ownerId,
      })
      .returning();
    return row as Property;
  }

  async function user(overrides: Partial<NewUser> = {}) {
    const managementCompanyId = overrides.managementCompanyId ?? (await managementCompany()).id;
    const n = next();
    const [row] = await db
      .insert(users)
      .values({
        email: `user-${n}@example.test`,
        displayName: `User ${n}`,
        ...overrides,
        // users can type the e-mail in any case, but we store it in lowercase
        ...(overrides.email ? { email: overrides.email.toLowerCase() } : {}),
        managementCompanyId,
      })
      .returning();
    return row as User;
  }

  async function linkUserToOwner(userId: number, ownerId: number) {
    await db.insert(userOwners).values({ userId, ownerId });
  }

  async function membership(userId: number, associationId: number, role: AssociationRole) {
    const [row] = await db.insert(associationMemberships).values({ userId, associationId, role }).returning();
    return row as typeof associationMemberships.$inferSelect;
  }

  async function associationPage(
    overrides: Partial<typeof associationPages.$inferInsert> & { associationId: number },
  ) {
    const n = next();
    const [row] = await db
      .insert(associationPages)
      .values({ title: `Page ${n}`, legacyAction: `Page${n}`, ...overrides })
      .returning();
    return row as typeof associationPages.$inferSelect;
  }

  /** A home's account: its primary `Assessments` sub-ledger unless overridden (a new home if none is named). */
  async function subLedger(overrides: Partial<NewSubLedger> = {}) {
    const home = overrides.propertyId
      ? await findProperty(overrides.propertyId)
      : await property(overrides.associationId ? { associationId: overrides.associationId } : {});
    const [row] = await db
      .insert(subLedgers)
      .values({
        name: 'Assessments',
        isPrimary: overrides.name === undefined,
        ...overrides,
        associationId: home.associationId,
        propertyId: home.id,
      })
      .returning();
    return row as SubLedger;
  }

  async function findProperty(id: number) {
    const [row] = await db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new Error(`No property ${id}`);
    return row;
  }

  const base = {
    random,
    managementCompany,
    association,
    owner,
    property,
    user,
    linkUserToOwner,
    membership,
    associationPage,
    subLedger,
  };
  return { ...base, ...paymentFactories(db, base), books: associationBooksFactories(db) };
}

export type Factories = ReturnType<typeof createFactories>;
