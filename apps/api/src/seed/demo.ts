import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/database';
import { managementCompanies } from '../db/schema/management-companies';
import type { AssociationRole } from '../db/schema/memberships';
import { indexPendingDocuments } from '../modules/assistant/index-passages';
import type { BlobStorage } from '../modules/documents/blob-storage';
import { seedDemoArc } from './demo-arc';
import { seedDemoAssociationBooks } from './demo-association-books';
import {
  associationBannerUrl,
  associationLogoUrl,
  type DemoAssociationSlug,
  demoAssociations,
} from './demo-associations';
import { seedDemoBoardTodos } from './demo-board-todos';
import { type DemoLedgers, type DemoProperty, seedAssociationBooks } from './demo-books';
import { seedDemoCommunity } from './demo-community';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoExpressPay } from './demo-express-pay';
import { seedDemoInspections } from './demo-inspections';
import { seedDemoPaymentSetup } from './demo-payment-setup';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoViolations } from './demo-violations';
import { seedDemoWorkOrders } from './demo-work-orders';
import { buildOwnerValues, createFactories, type Owner } from './factories';
import { createRandom } from './random';

export const demoPassword = 'portal-demo';
export const demoCompany = {
  code: 'demo',
  name: 'Evergreen Community Management',
  billingTextNotificationsAvailable: true,
} as const;

/** Custom pages (SPEC §3 `pages`), opened at /custom/{legacyAction}. */
export const demoPages = [
  { association: 'harbor-pointe', title: 'Pool pass', legacyAction: 'PoolPass' },
  { association: 'meadowbrook-commons', title: 'Clubhouse rental', legacyAction: 'ClubhouseRental' },
] as const;

interface DemoLogin {
  email: string;
  displayName: string;
  description: string;
  isStaff?: boolean;
  /** The owner of record has no primary e-mail (cannot sign in to a payment provider: PA037). */
  withoutPrimaryEmail?: boolean;
  /** Properties owned, by association. */
  owns: DemoAssociationSlug[];
  /** Roles besides `homeowner` (which follows from owning a property there). */
  roles: { association: DemoAssociationSlug; role: AssociationRole }[];
}

export const demoLogins = [
  {
    email: 'homeowner@example.com',
    displayName: 'Jordan Rivera',
    description: 'homeowner with one property',
    owns: ['harbor-pointe'],
    roles: [],
  },
  {
    email: 'owner2@example.com',
    displayName: 'Priya Patel',
    description: 'homeowner with properties in two associations',
    withoutPrimaryEmail: true,
    owns: ['harbor-pointe', 'meadowbrook-commons'],
    roles: [],
  },
  {
    email: 'board@example.com',
    displayName: 'Marcus Chen',
    description: 'board member and homeowner (Meadowbrook Commons), board member (Harbor Pointe)',
    owns: ['meadowbrook-commons'],
    roles: [
      { association: 'meadowbrook-commons', role: 'board_member' },
      // Harbor Pointe's board is appointed by its developer (ADR 111): members need not own a home there
      { association: 'harbor-pointe', role: 'board_member' },
    ],
  },
  {
    email: 'chair@example.com',
    displayName: 'Elena Novak',
    description: 'board chair (Meadowbrook Commons and Harbor Pointe)',
    owns: ['meadowbrook-commons'],
    roles: [
      { association: 'meadowbrook-commons', role: 'board_chair' },
      { association: 'harbor-pointe', role: 'board_chair' },
    ],
  },
  {
    email: 'staff@example.com',
    displayName: 'Sam Taylor',
    description: 'management company staff (mimic mode)',
    isStaff: true,
    owns: [],
    roles: [],
  },
] as const satisfies readonly DemoLogin[];

/** Any fixed number: changing it changes every generated name and address. */
const demoSeed = 20_240_601;
const seedLockKey = 4_207_731_002;

/** Its own stream of draws, so the books do not change the names and addresses drawn before them. */
const booksSeed = demoSeed + 1;

/**
 * Creates the demo management company with its associations, ~150 properties with three years of
 * books (relative to the clock's now), the demo logins, and (with the sandbox processor) the demo
 * homeowners' saved methods and schedules.
 * Idempotent: when the `demo` company exists it does nothing, so a second run (or a second process
 * racing the first) never duplicates.
 */
export async function seedDemo(
  db: Db,
  options: {
    clock?: Clock;
    /** Saved methods are the processor's: only the embedded sandbox can make them here. */
    processor?: 'sandbox' | 'stripe';
    /** Where the demo documents' contents go; without it there are no demo documents. */
    documentStorage?: BlobStorage;
    /**
     * The demo's e-mail (a one-time payment link, a reminder with the statement link), with links to the
     * portal at `publicUrl`: only where the demo mailbox shows it (no SMTP), so it is never really sent.
     */
    demoMail?: { publicUrl: string };
  } = {},
): Promise<{ seeded: boolean }> {
  if (await hasDemoData(db)) return { seeded: false };
  const now = (options.clock ?? systemClock).now();
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx
      .select({ id: managementCompanies.id })
      .from(managementCompanies)
      .where(eq(managementCompanies.code, demoCompany.code));
    if (existing.length > 0) return { seeded: false };

    const make = createFactories(tx, demoSeed);
    const { random } = make;
    const company = await make.managementCompany(demoCompany);
    const managementCompanyId = company.id;
    const associationIds = new Map<string, number>();

    for (const spec of demoAssociations) {
      const association = await make.association({
        managementCompanyId,
        slug: spec.slug,
        name: spec.name,
        designTemplate: spec.designTemplate,
        autoDraftType: spec.autoDraftType,
        timeZone: spec.timeZone,
        largeAmountFeeBasisPoints: spec.fees.largeAmountFeeBasisPoints,
        logoUrl: associationLogoUrl(spec.slug),
        bannerUrl: associationBannerUrl(spec.slug),
      });
      associationIds.set(spec.slug, association.id);
    }

    for (const [sortOrder, page] of demoPages.entries()) {
      await make.associationPage({
        associationId: associationIds.get(page.association) as number,
        title: page.title,
        legacyAction: page.legacyAction,
        sortOrder,
      });
    }

    const ownersOfLogins = new Map<string, Owner>();
    for (const login of demoLogins) {
      if (login.owns.length === 0) continue;
      const [firstName = login.displayName, lastName = ''] = login.displayName.split(' ');
      const primaryEmail = 'withoutPrimaryEmail' in login ? null : login.email;
      ownersOfLogins.set(
        login.email,
        await make.owner({ managementCompanyId, firstName, lastName, primaryEmail }),
      );
    }

    const booksRandom = createRandom(booksSeed);
    const ledgers = new Map<string, DemoLedgers>();
    for (const spec of demoAssociations) {
      const associationId = associationIds.get(spec.slug) as number;
      const homes: DemoProperty[] = [];
      // the demo logins' homes come first, so they have the lowest account numbers
      const reserved = demoLogins.flatMap((login) =>
        (login.owns as readonly string[]).includes(spec.slug)
          ? [ownersOfLogins.get(login.email) as Owner]
          : [],
      );
      for (let i = 0; i < spec.propertyCount; i++) {
        const owner = reserved[i] ?? (await make.owner(buildOwnerValues(random, { managementCompanyId })));
        const street = spec.streets[i % spec.streets.length] as string;
        // house numbers rise along each street, so no two homes share an address
        const houseNumber = 100 + Math.floor(i / spec.streets.length) * 6 + random.int(0, 4);
        const home = await make.property({
          associationId,
          ownerId: owner.id,
          accountNumber: `${spec.accountPrefix}${String(i + 1).padStart(5, '0')}`,
          address1: `${houseNumber} ${street}`,
          address2: random.chance(0.1) ? `Unit ${random.int(1, 3)}${random.pick(['A', 'B'])}` : null,
          city: spec.city,
          stateProvince: spec.stateProvince,
          postalCode: spec.postalCode,
        });
        homes.push({ id: home.id, ownerId: owner.id, accountNumber: home.accountNumber });
      }
      const books = await seedAssociationBooks(tx, {
        association: { id: associationId, spec },
        properties: homes,
        random: booksRandom,
        now,
      });
      for (const [accountNumber, ledger] of books) ledgers.set(accountNumber, ledger);
    }

    const userIds = new Map<string, number>();

    for (const login of demoLogins) {
      const user = await make.user({
        managementCompanyId,
        email: login.email,
        displayName: login.displayName,
        passwordHash,
        isStaff: 'isStaff' in login ? login.isStaff : false,
      });
      userIds.set(login.email, user.id);
      const owner = ownersOfLogins.get(login.email);
      if (owner) await make.linkUserToOwner(user.id, owner.id);
      for (const slug of new Set(login.owns)) {
        await make.membership(user.id, associationIds.get(slug) as number, 'homeowner');
      }
      for (const { association, role } of login.roles) {
        await make.membership(user.id, associationIds.get(association) as number, role);
      }
    }
    const ledgerOf = (accountNumber: string) => {
      const ledger = ledgers.get(accountNumber);
      if (!ledger) throw new Error(`The demo has no account ${accountNumber}`);
      return ledger;
    };
    if ((options.processor ?? 'sandbox') === 'sandbox') {
      await seedDemoPaymentSetup(tx, {
        now,
        homeowner: {
          userId: userIds.get('homeowner@example.com') as number,
          name: 'Jordan Rivera',
          home: ledgerOf('HP00001'),
        },
        owner2: {
          userId: userIds.get('owner2@example.com') as number,
          name: 'Priya Patel',
          harbor: ledgerOf('HP00002'),
          meadow: ledgerOf('MC00001'),
        },
      });
    }
    if (options.demoMail) {
      const harbor = demoAssociations.find((spec) => spec.slug === 'harbor-pointe');
      if (!harbor) throw new Error('The demo has no Harbor Pointe');
      await seedDemoExpressPay(tx, {
        now,
        publicUrl: options.demoMail.publicUrl,
        homeowner: {
          userId: userIds.get('homeowner@example.com') as number,
          home: ledgerOf('HP00001'),
          accountNumber: 'HP00001',
        },
        association: harbor,
      });
    }
    const person = (email: string) => ({
      ownerId: (ownersOfLogins.get(email) as Owner).id,
      userId: userIds.get(email) as number,
      name: demoLogins.find((login) => login.email === email)?.displayName ?? email,
    });
    await seedDemoProfiles(tx, {
      now,
      managementCompanyId,
      associationIds: [...associationIds.values()],
      homeowner: person('homeowner@example.com'),
      owner2: person('owner2@example.com'),
      board: person('board@example.com'),
      chair: person('chair@example.com'),
    });
    await seedDemoCommunity(tx, { now, associationIds, userIds });
    await seedDemoArc(tx, { now, managementCompanyId, associationIds, userIds });
    const associationBooksRandom = createRandom(demoSeed + 17);
    const people = {
      board: userIds.get('board@example.com') as number,
      chair: userIds.get('chair@example.com') as number,
      staff: userIds.get('staff@example.com') as number,
    };
    for (const spec of demoAssociations) {
      await seedDemoAssociationBooks(tx, {
        association: { id: associationIds.get(spec.slug) as number, spec },
        people,
        random: associationBooksRandom,
        now,
      });
    }
    await seedDemoBoardTodos(tx, {
      now,
      associationIds: [...associationIds.values()],
      staffUserId: people.staff,
    });
    await seedDemoWorkOrders(tx, {
      now,
      associationId: associationIds.get('meadowbrook-commons') as number,
      userIds,
    });
    await seedDemoViolations(tx, { now, associationIds });
    await seedDemoInspections(tx, {
      now,
      associationId: associationIds.get('meadowbrook-commons') as number,
    });
    await seedRegistrationKeys(tx, managementCompanyId);
    if (options.documentStorage) {
      await seedDemoDocuments(tx, {
        storage: options.documentStorage,
        associationIds,
        uploaderId: userIds.get('staff@example.com') ?? null,
      });
      await indexPendingDocuments(tx);
    }
    return { seeded: true };
  });
}

/** Every demo owner gets a registration key derived from its id, so the demo is the same every time. */
async function seedRegistrationKeys(db: Db, managementCompanyId: number) {
  await db.execute(sql`
    update owners
    set registration_key = 'DEMO-' || upper(substr(md5(${String(demoSeed)} || ':' || id::text), 1, 10))
    where management_company_id = ${managementCompanyId} and registration_key is null`);
}

/** Whether the demo company exists (the SPA then shows the demo logins hint). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: managementCompanies.id })
    .from(managementCompanies)
    .where(eq(managementCompanies.code, demoCompany.code));
  return rows.length > 0;
}

/** A database with no management company at all has never been used. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: managementCompanies.id }).from(managementCompanies).limit(1);
  return rows.length === 0;
}

/** SEED_DEMO decides when set; otherwise only a fresh embedded database gets the demo data. */
export function shouldSeedDemo(options: {
  seedDemo: boolean | null;
  kind: 'embedded' | 'postgres';
  empty: boolean;
}) {
  return options.seedDemo ?? (options.kind === 'embedded' && options.empty);
}

export function formatDemoLogins(): string {
  const width = Math.max(...demoLogins.map((login) => login.email.length));
  const lines = demoLogins.map((login) => `  ${login.email.padEnd(width)}  ${login.description}`);
  return [`Demo logins (password: ${demoPassword}):`, ...lines].join('\n');
}
