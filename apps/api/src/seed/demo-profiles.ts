import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { conversationMessages, conversations } from '../db/schema/messages';
import { owners } from '../db/schema/owners';
import { ownerContacts, ownerPreferences } from '../db/schema/profile';
import { properties } from '../db/schema/properties';
import { createRandom } from './random';

type NewContact = typeof ownerContacts.$inferInsert;
type NewPreferences = typeof ownerPreferences.$inferInsert;

interface DemoPerson {
  ownerId: number;
  userId: number;
  name: string;
}

export interface DemoProfileOptions {
  now: Date;
  managementCompanyId: number;
  associationIds: number[];
  homeowner: DemoPerson;
  owner2: DemoPerson;
  board: DemoPerson;
  chair: DemoPerson;
}

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

const phone = (ownerId: number, label: string, value: string, isPrimary: boolean): NewContact => ({
  ownerId,
  type: 'phone',
  label,
  value,
  isPrimary,
});

/**
 * The demo homeowners' contacts (one with an international address), preferences, directory listings
 * with varied field choices, and a few conversations with the management company. Deterministic: the
 * other listed owners are the first ones of each association by id, their numbers drawn from a fixed seed.
 * Priya Patel (owner2) keeps no e-mail on purpose: she shows the PA037 rule.
 */
export async function seedDemoProfiles(db: Db, options: DemoProfileOptions): Promise<void> {
  const { now, homeowner, owner2, board, chair } = options;
  const random = createRandom(5_550_101);
  const contacts: NewContact[] = [
    { ownerId: homeowner.ownerId, type: 'email', label: 'Work', value: 'jordan.rivera@work.example.com' },
    phone(homeowner.ownerId, 'Mobile', '(410) 555-0142', true),
    phone(homeowner.ownerId, 'Home', '(410) 555-0178', false),
    {
      ...(await homeAddressOf(db, homeowner.ownerId)),
      ownerId: homeowner.ownerId,
      type: 'address',
      label: 'Home',
      name: homeowner.name,
      isPrimary: true,
    },
    {
      ownerId: homeowner.ownerId,
      type: 'address',
      label: 'Summer cottage',
      name: homeowner.name,
      isInternational: true,
      street: '45 Lakeshore Road',
      secondAddress: 'Unit 3',
      city: 'Kingston',
      province: 'Ontario',
      postalCode: 'K7L 1A1',
      country: 'Canada',
    },
    phone(owner2.ownerId, 'Mobile', '(410) 555-0193', true),
    {
      ownerId: owner2.ownerId,
      type: 'address',
      label: 'Mailing',
      name: owner2.name,
      isPrimary: true,
      street: 'PO Box 2281',
      city: 'Annapolis',
      state: 'MD',
      zip: '21404-2281',
    },
    phone(board.ownerId, 'Mobile', '(804) 555-0126', true),
    { ownerId: board.ownerId, type: 'email', label: 'Personal', value: 'marcus.chen@mail.example.com' },
    phone(chair.ownerId, 'Mobile', '(804) 555-0154', true),
    phone(chair.ownerId, 'Office', '+44 20 7946 0958', false),
    {
      ownerId: chair.ownerId,
      type: 'address',
      label: 'Home',
      name: chair.name,
      isPrimary: true,
      street: '18 Meadow Lark Lane',
      city: 'Richmond',
      state: 'VA',
      zip: '23233',
    },
  ];
  const directory = (
    ownerId: number,
    show: Partial<Record<'name' | 'phone' | 'email' | 'mailingAddress' | 'title', boolean>>,
    extra: Partial<NewPreferences> = {},
  ): NewPreferences => ({
    ownerId,
    directoryShowName: show.name ?? false,
    directoryShowPhone: show.phone ?? false,
    directoryShowEmail: show.email ?? false,
    directoryShowMailingAddress: show.mailingAddress ?? false,
    directoryShowTitle: show.title ?? false,
    ...extra,
  });
  const preferences: NewPreferences[] = [
    directory(homeowner.ownerId, { name: true, phone: true, email: true }, { receivePayBillingText: true }),
    directory(owner2.ownerId, {}, { sendPaymentConfirmationEmail: false }),
    directory(board.ownerId, { name: true, email: true, title: true }),
    directory(chair.ownerId, { name: true, phone: true, mailingAddress: true, title: true }),
  ];

  // neighbours: the first few other owners of each association, each with a different choice of fields
  const logins = [homeowner, owner2, board, chair].map((person) => person.ownerId);
  const choices: Parameters<typeof directory>[1][] = [
    { name: true, phone: true },
    { name: true, email: true, mailingAddress: true },
    { name: true },
    { phone: true },
    { name: true, phone: true, email: true, mailingAddress: true },
    {},
  ];
  for (const associationId of options.associationIds) {
    const neighbours = await db
      .selectDistinct({ id: owners.id, firstName: owners.firstName, lastName: owners.lastName })
      .from(owners)
      .innerJoin(properties, eq(properties.ownerId, owners.id))
      .where(and(eq(properties.associationId, associationId), notInArray(owners.id, logins)))
      .orderBy(asc(owners.id))
      .limit(choices.length);
    for (const [i, neighbour] of neighbours.entries()) {
      const show = choices[i] ?? {};
      const handle = `${neighbour.firstName}.${neighbour.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      contacts.push(
        phone(
          neighbour.id,
          'Mobile',
          `(${random.pick(['410', '443', '804'])}) 555-01${random.int(10, 99)}`,
          true,
        ),
        {
          ownerId: neighbour.id,
          type: 'email',
          label: 'Personal',
          value: `${handle}${neighbour.id}@mail.example.com`,
        },
      );
      if (show.mailingAddress) {
        const [home] = await db
          .select()
          .from(properties)
          .where(eq(properties.ownerId, neighbour.id))
          .limit(1);
        if (home) {
          contacts.push({
            ownerId: neighbour.id,
            type: 'address',
            label: 'Home',
            name: `${neighbour.firstName} ${neighbour.lastName}`,
            street: home.address1,
            secondAddress: home.address2,
            city: home.city,
            state: home.stateProvince,
            zip: home.postalCode,
          });
        }
      }
      preferences.push(directory(neighbour.id, show));
    }
  }
  // the first e-mail, phone and address of an owner without one of that type becomes its primary
  const primaries = await db
    .select({ ownerId: ownerContacts.ownerId, type: ownerContacts.type })
    .from(ownerContacts)
    .where(
      and(
        inArray(ownerContacts.ownerId, [...new Set(contacts.map((c) => c.ownerId))]),
        eq(ownerContacts.isPrimary, true),
      ),
    );
  const taken = new Set(primaries.map((row) => `${row.ownerId}:${row.type}`));
  for (const contact of contacts) {
    const key = `${contact.ownerId}:${contact.type}`;
    if (contact.isPrimary) taken.add(key);
  }
  for (const contact of contacts) {
    const key = `${contact.ownerId}:${contact.type}`;
    if (contact.isPrimary === undefined && !taken.has(key)) {
      contact.isPrimary = true;
      taken.add(key);
    }
  }
  await db.insert(ownerContacts).values(contacts.map((c) => ({ ...c, createdAt: now, updatedAt: now })));
  await db.insert(ownerPreferences).values(preferences.map((row) => ({ ...row, updatedAt: now })));
  await seedConversations(db, options);
}

/** The owner's (first) home as a mailing address. */
async function homeAddressOf(db: Db, ownerId: number) {
  const [home] = await db
    .select()
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!home) throw new Error(`The demo owner ${ownerId} has no home`);
  return {
    street: home.address1,
    secondAddress: home.address2,
    city: home.city,
    state: home.stateProvince,
    zip: home.postalCode,
  };
}

async function seedConversations(db: Db, options: DemoProfileOptions): Promise<void> {
  const { now, managementCompanyId, homeowner, owner2, board } = options;
  const staffName = 'Evergreen Community Management';
  const threads: {
    person: DemoPerson;
    subject: string;
    messages: [string, 'homeowner' | 'management', number][];
  }[] = [
    {
      person: homeowner,
      subject: 'Pool gate code',
      messages: [
        [
          'Hello, the pool gate keypad does not accept my code since Monday. Could you check it?',
          'homeowner',
          52,
        ],
        [
          'Thanks for letting us know. The codes were reset for the season; your new code is on its way by mail.',
          'management',
          49,
        ],
        ['Got it, thank you!', 'homeowner', 30],
      ],
    },
    {
      person: homeowner,
      subject: 'Gutter cleaning schedule',
      messages: [['When is the gutter cleaning planned for Mariners Way this fall?', 'homeowner', 8]],
    },
    {
      person: owner2,
      subject: 'Statement for my Meadowbrook home',
      messages: [
        ['Could you send me a paper statement for my Meadowbrook Commons account?', 'homeowner', 120],
        ['A statement was mailed today. You can also download statements from Billing.', 'management', 100],
      ],
    },
    {
      person: owner2,
      subject: 'Guest parking permit',
      messages: [
        ['My parents visit for two weeks in December. Can they get a guest parking permit?', 'homeowner', 3],
      ],
    },
    {
      person: board,
      subject: 'Clubhouse key',
      messages: [['The clubhouse key I picked up does not open the side door.', 'homeowner', 26]],
    },
  ];
  for (const thread of threads) {
    const times = thread.messages.map(([, , ago]) => hoursAgo(now, ago));
    const [conversation] = await db
      .insert(conversations)
      .values({
        managementCompanyId,
        ownerId: thread.person.ownerId,
        subject: thread.subject,
        createdAt: times[0] ?? now,
        updatedAt: times.at(-1) ?? now,
      })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    await db.insert(conversationMessages).values(
      thread.messages.map(([body, author, ago]) => ({
        conversationId: conversation.id,
        author,
        authorUserId: author === 'homeowner' ? thread.person.userId : null,
        authorName: author === 'homeowner' ? thread.person.name : staffName,
        body,
        sentAt: hoursAgo(now, ago),
      })),
    );
  }
}
