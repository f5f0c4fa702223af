import type { ArcDecisionOutcome, ArcVoteAction } from '@hoa/contracts/arc-review';
import { arcDecisionLabels, isFinalArcDecision } from '@hoa/contracts/arc-review';
import type { RequestStatus } from '@hoa/contracts/community';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { arcBoardMessages, arcDecisions, arcReviewSettings, arcVotes } from '../db/schema/arc-review';
import { homeownerRequests, requestAttachments, requestStatusChanges } from '../db/schema/community';
import { associationMemberships, userOwners } from '../db/schema/memberships';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { users } from '../db/schema/users';
import { attachmentRow } from '../modules/homeowner-requests/attachments';
import { demoPdf, demoPng } from './demo-arc-files';

/** The three board members of Meadowbrook Commons besides the demo board and chair logins (no password). */
const extraBoardAccounts = ['MC00004', 'MC00005', 'MC00006'] as const;

/** Their user names: board members in the data, not demo logins (they have no password). */
export const demoBoardMemberEmails = extraBoardAccounts.map(
  (_, i) => `board-member-${i + 3}@meadowbrook.example`,
);

type Voter = 'board' | 'chair' | 'm3' | 'm4' | 'm5';

interface ArcSpec {
  account: string;
  arcType: string;
  description: string;
  daysAgo: number;
  /** Each member's votes in order (a later one supersedes the earlier; 'retract' takes it back). */
  votes?: Partial<Record<Voter, ArcVoteAction[]>>;
  decision?: { outcome: ArcDecisionOutcome; text: string; daysAfter: number };
  /** Withdrawn by the homeowner (closed) without a decision. */
  withdrawn?: boolean;
  messages?: { by: Voter; body: string; file?: 'png' | 'pdf' }[];
  file: 'png' | 'pdf';
}

/** A dozen requests across every state (ADR 111), one of them for the demo board member's own home. */
const specs: ArcSpec[] = [
  {
    account: 'MC00020',
    arcType: 'Fence',
    description: 'Replace the back fence with a 6 ft cedar privacy fence along the same line.',
    daysAgo: 3,
    file: 'png',
  },
  {
    account: 'MC00021',
    arcType: 'Exterior paint',
    description: 'Repaint the siding in Sherwin-Williams "Repose Gray" with white trim.',
    daysAgo: 10,
    votes: { board: ['approve'], m3: ['approve'], m4: ['deny'] },
    messages: [
      { by: 'm4', body: 'The colour is close to the neighbours’ house; do the guidelines allow that?' },
    ],
    file: 'pdf',
  },
  {
    account: 'MC00022',
    arcType: 'Solar panels',
    description: 'Roof-mounted solar panels on the rear, south-facing slope, not visible from the street.',
    daysAgo: 20,
    votes: {
      chair: ['approve'],
      m3: ['deny', 'approve'],
      m4: ['approve', 'retract'],
      m5: ['approve_with_conditions'],
    },
    messages: [
      { by: 'chair', body: 'The installer’s layout is attached.', file: 'pdf' },
      { by: 'm3', body: 'Changed my vote after seeing the layout.' },
    ],
    file: 'png',
  },
  {
    account: 'MC00023',
    arcType: 'Deck or patio',
    description: 'A 12 x 16 ft composite deck off the kitchen door.',
    daysAgo: 50,
    votes: { board: ['approve'], m5: ['deny'] },
    file: 'pdf',
  },
  {
    account: 'MC00024',
    arcType: 'Addition',
    description: 'A one-storey sunroom addition at the back of the house.',
    daysAgo: 30,
    votes: { m3: ['deny'] },
    decision: {
      outcome: 'more_information_needed',
      text: 'Please send the architect’s drawings with the setback distances.',
      daysAfter: 9,
    },
    file: 'pdf',
  },
  {
    account: 'MC00025',
    arcType: 'Landscaping',
    description: 'Replace the front lawn with native plantings and a gravel path.',
    daysAgo: 60,
    votes: { board: ['approve'], chair: ['approve'], m3: ['approve'], m4: ['approve'], m5: ['approve'] },
    decision: { outcome: 'approved', text: '', daysAfter: 12 },
    file: 'png',
  },
  {
    account: 'MC00026',
    arcType: 'Fence',
    description: 'A 4 ft black aluminium fence around the side yard.',
    daysAgo: 90,
    votes: { board: ['approve_with_conditions'], chair: ['approve'], m4: ['approve_with_conditions'] },
    decision: {
      outcome: 'approved_with_conditions',
      text: 'The fence must stay 2 ft behind the front corner of the house.',
      daysAfter: 20,
    },
    messages: [{ by: 'board', body: 'Fine by me if it stays behind the front corner.' }],
    file: 'png',
  },
  {
    account: 'MC00027',
    arcType: 'Roof',
    description: 'Replace the asphalt shingles with a red standing-seam metal roof.',
    daysAgo: 120,
    votes: { board: ['deny'], chair: ['deny'], m3: ['deny'], m5: ['approve'] },
    decision: {
      outcome: 'denied',
      text: 'Red metal roofs are not among the approved roofing colours (Guidelines 4.2).',
      daysAfter: 25,
    },
    file: 'pdf',
  },
  {
    account: 'MC00028',
    arcType: 'Other',
    description: 'A basketball hoop at the end of the driveway.',
    daysAgo: 200,
    votes: { m3: ['approve'] },
    withdrawn: true,
    file: 'png',
  },
  {
    account: 'MC00029',
    arcType: 'Exterior paint',
    description: 'Paint the front door dark green.',
    daysAgo: 500,
    votes: { board: ['approve'], chair: ['approve'], m4: ['approve'] },
    decision: { outcome: 'approved', text: '', daysAfter: 7 },
    file: 'pdf',
  },
  {
    account: 'MC00030',
    arcType: 'Addition',
    description: 'A detached two-car garage at the back of the lot.',
    daysAgo: 1200,
    votes: { board: ['deny'], chair: ['deny'], m3: ['deny'] },
    decision: { outcome: 'denied', text: 'Detached garages are not permitted on these lots.', daysAfter: 30 },
    file: 'pdf',
  },
  {
    // the demo board member's own home: they are recused
    account: 'MC00002',
    arcType: 'Landscaping',
    description: 'Two ornamental cherry trees in the front yard.',
    daysAgo: 5,
    votes: { chair: ['approve'], m5: ['approve'] },
    messages: [{ by: 'chair', body: 'Marcus is recused on this one; it is his own home.' }],
    file: 'png',
  },
];

const pathOf = (spec: ArcSpec): { status: RequestStatus; note: string }[] => {
  const start = [{ status: 'submitted' as RequestStatus, note: '' }];
  if (spec.withdrawn) return [...start, { status: 'closed', note: 'Withdrawn by the homeowner.' }];
  if (!spec.decision)
    return spec.daysAgo > 14 ? [...start, { status: 'in_review', note: 'Sent to the board.' }] : start;
  const { outcome, text } = spec.decision;
  const status: RequestStatus =
    outcome === 'denied' ? 'declined' : outcome === 'more_information_needed' ? 'in_review' : 'approved';
  return [
    ...start,
    { status, note: `Board decision: ${arcDecisionLabels[outcome]}${text ? `. ${text}` : '.'}` },
  ];
};

/**
 * Meadowbrook Commons' board (the demo board and chair logins and three more members) and its ARC
 * requests with files, votes (a change and a retraction among them), board messages and decisions.
 */
export async function seedDemoArc(
  db: Db,
  options: {
    now: Date;
    managementCompanyId: number;
    associationIds: Map<string, number>;
    userIds: Map<string, number>;
  },
): Promise<void> {
  const { now } = options;
  const meadow = options.associationIds.get('meadowbrook-commons') as number;
  const harbor = options.associationIds.get('harbor-pointe') as number;
  await db.insert(arcReviewSettings).values([
    { associationId: meadow, approvalRule: 'majority_of_votes_cast', reviewDays: 45 },
    { associationId: harbor, approvalRule: 'majority_of_eligible', reviewDays: 30 },
  ]);
  const homes = await db
    .select({
      id: properties.id,
      accountNumber: properties.accountNumber,
      ownerId: properties.ownerId,
      firstName: owners.firstName,
      lastName: owners.lastName,
    })
    .from(properties)
    .innerJoin(owners, eq(owners.id, properties.ownerId))
    .where(inArray(properties.accountNumber, [...extraBoardAccounts, ...specs.map((spec) => spec.account)]));
  const home = (account: string) => {
    const row = homes.find((one) => one.accountNumber === account);
    if (!row) throw new Error(`The demo has no account ${account}`);
    return row;
  };
  const voterIds: Record<Voter, number> = {
    board: options.userIds.get('board@example.com') as number,
    chair: options.userIds.get('chair@example.com') as number,
    m3: 0,
    m4: 0,
    m5: 0,
  };
  for (const [i, account] of extraBoardAccounts.entries()) {
    const owner = home(account);
    const [user] = await db
      .insert(users)
      .values({
        managementCompanyId: options.managementCompanyId,
        email: demoBoardMemberEmails[i] as string,
        displayName: `${owner.firstName} ${owner.lastName}`,
      })
      .returning({ id: users.id });
    const userId = (user as { id: number }).id;
    await db.insert(userOwners).values({ userId, ownerId: owner.ownerId });
    await db.insert(associationMemberships).values([
      { userId, associationId: meadow, role: 'homeowner' },
      { userId, associationId: meadow, role: 'board_member' },
    ]);
    voterIds[(['m3', 'm4', 'm5'] as const)[i] as Voter] = userId;
  }
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(inArray(users.id, Object.values(voterIds)))
    ).map((row) => [row.id, row.name]),
  );
  const day = 86_400_000;
  const fileOf = (kind: 'png' | 'pdf', label: string) =>
    kind === 'png'
      ? { fileName: `${label}.png`, contentType: 'image/png' as const, content: demoPng([120, 84, 48]) }
      : { fileName: `${label}.pdf`, contentType: 'application/pdf' as const, content: demoPdf(label) };

  for (const spec of specs) {
    const property = home(spec.account);
    const submittedAt = new Date(now.getTime() - spec.daysAgo * day);
    const at = (days: number) => new Date(submittedAt.getTime() + days * day);
    const path = pathOf(spec);
    const submittedBy = spec.account === 'MC00002' ? voterIds.board : null;
    const [request] = await db
      .insert(homeownerRequests)
      .values({
        associationId: meadow,
        propertyId: property.id,
        ownerId: property.ownerId,
        submittedByUserId: submittedBy,
        kind: 'arc',
        status: (path.at(-1) as { status: RequestStatus }).status,
        subject: `${spec.arcType} request`,
        description: spec.description,
        arcType: spec.arcType,
        createdAt: submittedAt,
        updatedAt: at(spec.decision?.daysAfter ?? 0.5),
      })
      .returning({ id: homeownerRequests.id });
    const requestId = (request as { id: number }).id;
    await db.insert(requestStatusChanges).values(
      path.map((step, i) => ({
        requestId,
        status: step.status,
        note: step.note,
        changedBy: i === 0 || spec.withdrawn ? ('homeowner' as const) : ('management' as const),
        changedByUserId: i === 0 ? submittedBy : spec.decision ? voterIds.chair : null,
        changedAt: i === 0 ? submittedAt : at(spec.decision?.daysAfter ?? 2),
      })),
    );
    await db.insert(requestAttachments).values(
      attachmentRow({
        requestId,
        ...fileOf(spec.file, `${spec.arcType} plan`),
        userId: submittedBy,
        now: submittedAt,
      }),
    );
    let hour = 1;
    for (const [voter, actions] of Object.entries(spec.votes ?? {}) as [Voter, ArcVoteAction[]][]) {
      for (const [i, vote] of actions.entries()) {
        const castAt = at(1 + hour++ / 24);
        const last = i === actions.length - 1;
        await db.insert(arcVotes).values({
          requestId,
          userId: voterIds[voter],
          vote,
          comment: vote === 'approve_with_conditions' ? 'Only with the neighbours’ consent.' : '',
          castAt,
          // the demo writes the history at once: earlier rows arrive already superseded
          supersededAt: last ? null : at(1 + hour / 24),
        });
      }
    }
    for (const message of spec.messages ?? []) {
      const [row] = await db
        .insert(arcBoardMessages)
        .values({
          requestId,
          authorUserId: voterIds[message.by],
          authorName: names.get(voterIds[message.by]) ?? 'Board member',
          body: message.body,
          sentAt: at(1 + hour++ / 24),
        })
        .returning({ id: arcBoardMessages.id });
      if (message.file) {
        await db.insert(requestAttachments).values(
          attachmentRow({
            requestId,
            ...fileOf(message.file, 'Installer layout'),
            userId: voterIds[message.by],
            now: at(1 + hour / 24),
            boardMessageId: (row as { id: number }).id,
          }),
        );
      }
    }
    if (spec.decision) {
      await db.insert(arcDecisions).values({
        requestId,
        outcome: spec.decision.outcome,
        text: spec.decision.text,
        final: isFinalArcDecision(spec.decision.outcome),
        decidedByUserId: voterIds.chair,
        decidedByName: names.get(voterIds.chair) ?? 'Board chair',
        decidedAt: at(spec.decision.daysAfter),
      });
    }
  }
}
