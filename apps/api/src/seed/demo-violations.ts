import type { ViolationStage } from '@hoa/contracts/violations';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema/mail';
import { properties } from '../db/schema/properties';
import { users } from '../db/schema/users';
import type { BoardAction } from '../modules/audit/board-audit';
import { advanceViolation, createViolation, demoSeedRoute } from '../modules/violations/violation-changes';
import { decideEscalation, proposeEscalation } from '../modules/violations/violation-escalations';

const dayMs = 86_400_000;

interface DemoViolation {
  account: string;
  category: string;
  description: string;
  ruleReference: string;
  /** Days before now it was observed; each later step a week or two after. */
  observedDaysAgo: number;
  /** The stages staff moved it through (a fine or hearing: proposed, then approved by the board). */
  path: ViolationStage[];
  fineAmount?: number;
  /** A last escalation left waiting for the board. */
  pending?: { stage: 'fine' | 'hearing'; fineAmount?: number; note: string };
}

/** Meadowbrook Commons' season: a violation in every stage, a fine and a hearing awaiting the board. */
const meadowbrook: DemoViolation[] = [
  {
    account: 'MC00004',
    category: 'Trash',
    description: 'Trash and recycling bins left at the curb since Monday.',
    ruleReference: 'Rules and Regulations 6.1 (bins stored out of sight)',
    observedDaysAgo: 3,
    path: [],
  },
  {
    account: 'MC00005',
    category: 'Parking',
    description: 'Boat trailer parked in the driveway overnight.',
    ruleReference: 'CC&R Article VIII, Section 2 (recreational vehicles)',
    observedDaysAgo: 12,
    path: ['courtesy_notice'],
  },
  {
    account: 'MC00006',
    category: 'Landscaping',
    description: 'Front lawn overgrown; grass above 8 inches.',
    ruleReference: 'CC&R Article VII, Section 3 (lawns kept mowed)',
    observedDaysAgo: 30,
    path: ['courtesy_notice', 'first_notice'],
  },
  {
    account: 'MC00007',
    category: 'Exterior maintenance',
    description: 'Peeling paint on the garage door and trim.',
    ruleReference: 'CC&R Article VII, Section 1 (exterior kept in good repair)',
    observedDaysAgo: 45,
    path: ['courtesy_notice', 'first_notice', 'second_notice'],
  },
  {
    account: 'MC00003',
    category: 'Architectural',
    description: 'Shed built in the back yard without ARC approval.',
    ruleReference: 'CC&R Article IX, Section 1 (ARC approval before exterior changes)',
    observedDaysAgo: 60,
    path: ['courtesy_notice', 'first_notice', 'second_notice'],
    pending: {
      stage: 'fine',
      fineAmount: 10_000,
      note: 'No response to three letters; $100 per the fine schedule.',
    },
  },
  {
    account: 'MC00008',
    category: 'Noise',
    description: 'Repeated late-night noise from the back yard reported by neighbours.',
    ruleReference: 'Rules and Regulations 3.4 (quiet hours 10 pm – 7 am)',
    observedDaysAgo: 70,
    path: ['courtesy_notice', 'first_notice', 'second_notice', 'fine'],
    fineAmount: 5_000,
  },
  {
    account: 'MC00009',
    category: 'Pets',
    description: 'Dog off leash in the common area, third report.',
    ruleReference: 'Rules and Regulations 5.2 (pets leashed in common areas)',
    observedDaysAgo: 85,
    path: ['courtesy_notice', 'first_notice', 'second_notice', 'fine', 'hearing'],
    fineAmount: 7_500,
  },
  {
    account: 'MC00010',
    category: 'Landscaping',
    description: 'Dead shrubs along the front walk.',
    ruleReference: 'CC&R Article VII, Section 3 (landscaping maintained)',
    observedDaysAgo: 80,
    path: ['courtesy_notice', 'first_notice', 'second_notice', 'fine'],
    fineAmount: 5_000,
    pending: {
      stage: 'hearing',
      note: 'Shrubs still not replaced after the fine; the owner asked to be heard.',
    },
  },
  {
    account: 'MC00011',
    category: 'Signs',
    description: 'Commercial sign on the front lawn.',
    ruleReference: 'Rules and Regulations 7.1 (signs)',
    observedDaysAgo: 50,
    path: ['courtesy_notice', 'resolved'],
  },
  {
    account: 'MC00012',
    category: 'Holiday decorations',
    description: 'Holiday lights still up in March.',
    ruleReference: 'Rules and Regulations 7.3 (seasonal decorations)',
    observedDaysAgo: 90,
    path: ['courtesy_notice', 'first_notice', 'resolved', 'closed'],
  },
];

/** homeowner@example.com's home (Harbor Pointe): a violation with its courtesy and first notices. */
const harbor: DemoViolation[] = [
  {
    account: 'HP00001',
    category: 'Hedges',
    description: 'Hedge along the sidewalk overgrown; it blocks half the walkway.',
    ruleReference: 'CC&R Article VII, Section 3 (landscaping maintained)',
    observedDaysAgo: 21,
    path: ['courtesy_notice', 'first_notice'],
  },
];

export async function principalOf(db: Db, email: string): Promise<Principal> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No demo user ${email}`);
  return {
    userId: user.id,
    customer: 'demo',
    managementCompanyId: user.managementCompanyId,
    email: user.email,
    isStaff: email.startsWith('staff'),
    actorUserId: null,
    mimicSessionId: null,
    sessionId: null,
    tokenExpiresAt: null,
  };
}

/**
 * Demo violations (issue 18, ADR 129), made through the same calls staff and the board use, so their
 * history, notices (e-mails in the demo mailbox) and fines on the owners' ledgers are what the portal
 * itself would have written (no audit entries: nobody did these).
 */
export async function seedDemoViolations(
  db: Db,
  options: { now: Date; associationIds: Map<string, number> },
): Promise<void> {
  const [before] = await db.select({ id: max(emailOutbox.id) }).from(emailOutbox);
  const staff = await principalOf(db, 'staff@example.com');
  const board = await principalOf(db, 'board@example.com');
  const chair = await principalOf(db, 'chair@example.com');
  const sets: [string, DemoViolation[]][] = [
    ['meadowbrook-commons', meadowbrook],
    ['harbor-pointe', harbor],
  ];
  for (const [slug, violations] of sets) {
    const associationId = options.associationIds.get(slug);
    if (associationId === undefined) continue;
    const homes = await db
      .select({ id: properties.id, account: properties.accountNumber })
      .from(properties)
      .where(eq(properties.associationId, associationId))
      .orderBy(asc(properties.accountNumber));
    const byAccount = new Map(homes.map((home) => [home.account, home.id]));
    for (const [index, spec] of violations.entries()) {
      const propertyId = byAccount.get(spec.account);
      if (propertyId === undefined) continue;
      let day = spec.observedDaysAgo;
      const at = (principal: Principal, step = 0): BoardAction => ({
        principal,
        now: new Date(options.now.getTime() - (day - step) * dayMs + index * 60_000),
        route: demoSeedRoute,
        requestId: `demo-violations-${slug}-${index}`,
      });
      const observedOn = new Date(options.now.getTime() - day * dayMs).toISOString().slice(0, 10);
      const violationId = await createViolation(db, {
        action: at(staff),
        associationId,
        propertyId,
        form: {
          category: spec.category,
          description: spec.description,
          ruleReference: spec.ruleReference,
          observedOn,
        },
      });
      const gap = Math.max(1, Math.floor(spec.observedDaysAgo / (spec.path.length + 2)));
      for (const stage of spec.path) {
        day -= gap;
        if (stage === 'fine' || stage === 'hearing') {
          const escalationId = await proposeEscalation(db, {
            action: at(staff),
            associationId,
            violationId,
            stage,
            fineAmount: stage === 'fine' ? (spec.fineAmount ?? 5_000) : undefined,
            hearingOn: undefined,
            note:
              stage === 'fine' ? 'Not corrected after the second notice.' : 'The owner disputes the fine.',
          });
          await decideEscalation(db, {
            action: at(stage === 'fine' ? board : chair, 0.5),
            associationId,
            violationId,
            escalationId,
            decision: 'approve',
            note: '',
          });
        } else {
          await advanceViolation(db, {
            action: at(staff),
            associationId,
            violationId,
            stage,
            note: stage === 'resolved' ? 'Corrected; checked on the next drive-by.' : '',
          });
        }
      }
      if (spec.pending) {
        day = Math.max(1, day - gap);
        await proposeEscalation(db, {
          action: at(staff),
          associationId,
          violationId,
          stage: spec.pending.stage,
          fineAmount: spec.pending.fineAmount,
          hearingOn: undefined,
          note: spec.pending.note,
        });
      }
    }
  }
  // the notices of the demo's past went out when they were written: they stay in the demo mailbox, and
  // the mail drainer does not send a season of letters at start-up
  await db
    .update(emailOutbox)
    .set({ sentAt: sql`${emailOutbox.createdAt}` })
    .where(and(gt(emailOutbox.id, before?.id ?? 0), isNull(emailOutbox.sentAt)));
}
