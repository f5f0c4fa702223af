import {
  type ArcAttachment,
  type ArcBoardMessage,
  type ArcDecision,
  type ArcRequestDetail,
  type ArcRequestList,
  type ArcRequestSummary,
  type ArcSortColumn,
  type ArcVoteChoice,
  type ArcVoter,
  arcVoteChoices,
  defaultArcReviewDays,
} from '@hoa/contracts/arc-review';
import { businessConstants } from '@hoa/contracts/business-constants';
import type { RequestStatus } from '@hoa/contracts/community';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { arcBoardMessages, arcDecisions, arcReviewSettings, arcVotes } from '../../db/schema/arc-review';
import { homeownerRequests, requestAttachments } from '../../db/schema/community';
import { associationMemberships, userOwners } from '../../db/schema/memberships';
import { properties } from '../../db/schema/properties';
import { users } from '../../db/schema/users';
import { groupBy } from '../../group-by';
import {
  countRequests,
  listRequests,
  type RequestFilter,
  requestOrderColumns,
} from '../homeowner-requests/request-views';
import { reviewTiming, tallyVotes } from './arc-tally';

/** The board members of each association, each with whether they act for the owner of each property. */
async function boardsOf(db: Db, associationIds: readonly number[]) {
  if (associationIds.length === 0) return [];
  return db
    .select({
      associationId: associationMemberships.associationId,
      userId: users.id,
      name: users.displayName,
      chair: sql<boolean>`bool_or(${associationMemberships.role} = 'board_chair')`,
      ownerIds: sql<number[]>`coalesce((select array_agg(${userOwners.ownerId}) from ${userOwners}
        where ${userOwners.userId} = ${users.id}), '{}')`,
    })
    .from(associationMemberships)
    .innerJoin(users, eq(users.id, associationMemberships.userId))
    .where(
      and(
        inArray(associationMemberships.associationId, [...associationIds]),
        inArray(associationMemberships.role, ['board_member', 'board_chair']),
      ),
    )
    .groupBy(associationMemberships.associationId, users.id, users.displayName)
    .orderBy(asc(users.displayName), asc(users.id));
}

/** The current (not superseded) vote rows of the requests; a current 'retract' means no vote. */
export async function currentVotesOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: arcVotes.requestId,
      userId: arcVotes.userId,
      vote: arcVotes.vote,
      comment: arcVotes.comment,
      castAt: arcVotes.castAt,
    })
    .from(arcVotes)
    .where(and(inArray(arcVotes.requestId, [...requestIds]), isNull(arcVotes.supersededAt)));
}

async function decisionsOf(db: Db, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(arcDecisions)
    .where(inArray(arcDecisions.requestId, [...requestIds]))
    .orderBy(asc(arcDecisions.decidedAt), asc(arcDecisions.id));
}

const decisionOf = (row: typeof arcDecisions.$inferSelect): ArcDecision => ({
  outcome: row.outcome,
  text: row.text,
  final: row.final,
  decidedBy: row.decidedByName,
  decidedAt: row.decidedAt.toISOString(),
});

async function settingsOf(db: Db, associationIds: readonly number[]) {
  const rows =
    associationIds.length === 0
      ? []
      : await db
          .select()
          .from(arcReviewSettings)
          .where(inArray(arcReviewSettings.associationId, [...associationIds]));
  const byAssociation = new Map(rows.map((row) => [row.associationId, row]));
  return (associationId: number) => ({
    approvalRule: byAssociation.get(associationId)?.approvalRule ?? 'majority_of_votes_cast',
    reviewDays: byAssociation.get(associationId)?.reviewDays ?? defaultArcReviewDays,
  });
}

const isChoice = (vote: string): vote is ArcVoteChoice =>
  (arcVoteChoices as readonly string[]).includes(vote);

/** Whether board members may still vote: no final decision, and the request still open. */
export const votingOpenFor = (status: RequestStatus, decisions: readonly { final: boolean }[]) =>
  (status === 'submitted' || status === 'in_review') && !decisions.some((decision) => decision.final);

/**
 * The ARC requests of the summaries, as the board member `viewerId` sees them: account, applicant,
 * deadline, their own vote or recusal, the tally and the latest decision; with each one's voters.
 */
async function boardViewsOf(
  db: Db,
  summaries: Awaited<ReturnType<typeof listRequests>>,
  viewerId: number,
  now: Date,
) {
  const requestIds = summaries.map((summary) => summary.id);
  const associationIds = [...new Set(summaries.map((summary) => summary.associationId))];
  const [extras, boards, votes, decisions, settingOf] = await Promise.all([
    requestIds.length === 0
      ? []
      : db
          .select({
            id: homeownerRequests.id,
            accountNumber: properties.accountNumber,
            propertyOwnerId: properties.ownerId,
            applicantName: users.displayName,
            applicantEmail: users.email,
          })
          .from(homeownerRequests)
          .innerJoin(properties, eq(properties.id, homeownerRequests.propertyId))
          .leftJoin(users, eq(users.id, homeownerRequests.submittedByUserId))
          .where(inArray(homeownerRequests.id, requestIds)),
    boardsOf(db, associationIds),
    currentVotesOf(db, requestIds),
    decisionsOf(db, requestIds),
    settingsOf(db, associationIds),
  ]);
  const extraOf = new Map(extras.map((row) => [row.id, row]));
  // keyed once, so a page of a thousand requests (the CSV export's batch) is not a search per cell
  const voteOf = new Map(votes.map((vote) => [`${vote.requestId}:${vote.userId}`, vote]));
  const decisionsByRequest = groupBy(decisions, (decision) => decision.requestId);
  const boardOf = groupBy(boards, (member) => member.associationId);
  return summaries.map((summary) => {
    const extra = extraOf.get(summary.id);
    const settings = settingOf(summary.associationId);
    const voters: ArcVoter[] = (boardOf.get(summary.associationId) ?? []).map((member) => {
      const current = voteOf.get(`${summary.id}:${member.userId}`);
      const vote = current && isChoice(current.vote) ? current.vote : null;
      return {
        userId: member.userId,
        name: member.name,
        chair: member.chair,
        recused: extra ? member.ownerIds.includes(extra.propertyOwnerId) : false,
        vote,
        comment: vote ? (current?.comment ?? '') : '',
        votedAt: vote ? (current?.castAt.toISOString() ?? null) : null,
      };
    });
    const mine = voters.find((voter) => voter.userId === viewerId);
    const own = decisionsByRequest.get(summary.id) ?? [];
    const latest = own.at(-1);
    const view: ArcRequestSummary = {
      ...summary,
      accountNumber: extra?.accountNumber ?? '',
      applicantName: extra?.applicantName ?? summary.ownerName,
      ...reviewTiming(new Date(summary.createdAt), settings.reviewDays, now),
      myVote: mine?.vote ?? null,
      recused: mine?.recused ?? false,
      tally: tallyVotes(settings.approvalRule, voters),
      decision: latest ? decisionOf(latest) : null,
    };
    return {
      view,
      voters,
      decisions: own.map(decisionOf),
      votingOpen: votingOpenFor(summary.status, own),
      applicant: { name: view.applicantName, email: extra?.applicantEmail ?? null },
    };
  });
}

export interface ArcExportFilter {
  viewerId: number;
  associationId?: number;
  period: 'last36Months' | 'all';
  status?: RequestStatus;
  search: string;
  /** 'true': only open requests the viewer may vote on and has not (the dashboard's ARC voting). */
  awaitingMyVote?: 'true' | 'false';
  sort: ArcSortColumn;
  direction: 'asc' | 'desc';
}

/** The review deadline: submission plus the association's review period (the default without settings). */
const reviewDeadline = sql`(${homeownerRequests.createdAt} + make_interval(days => coalesce(
  (select ${arcReviewSettings.reviewDays} from ${arcReviewSettings}
    where ${arcReviewSettings.associationId} = ${homeownerRequests.associationId}),
  ${defaultArcReviewDays})))`;

const arcOrderColumns: Record<ArcSortColumn, SQL> = { ...requestOrderColumns, deadline: reviewDeadline };
const orderOf = (filter: ArcExportFilter) => ({
  by: arcOrderColumns[filter.sort],
  direction: filter.direction,
});

/** Open, without a final decision, not for the viewer's own home, and no current vote of theirs. */
export const awaitingVoteOf = (
  userId: number,
) => sql`${homeownerRequests.status} in ('submitted', 'in_review')
  and not exists (select 1 from ${arcDecisions} where ${arcDecisions.requestId} = ${homeownerRequests.id}
    and ${arcDecisions.final})
  and not exists (select 1 from ${arcVotes} where ${arcVotes.requestId} = ${homeownerRequests.id}
    and ${arcVotes.userId} = ${userId} and ${arcVotes.supersededAt} is null and ${arcVotes.vote} <> 'retract')
  and ${properties.ownerId} not in (select ${userOwners.ownerId} from ${userOwners}
    where ${userOwners.userId} = ${userId})`;
export interface ArcListFilter extends ArcExportFilter {
  page: number;
  pageSize: number;
}

function requestFilterOf(filter: ArcExportFilter, now: Date): RequestFilter {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - businessConstants.boardFilterMonths);
  return {
    kinds: ['arc'],
    boardOfUserId: filter.viewerId,
    associationId: filter.associationId,
    status: filter.status,
    search: filter.search || undefined,
    createdSince: filter.period === 'all' ? undefined : since,
    where: filter.awaitingMyVote === 'true' ? awaitingVoteOf(filter.viewerId) : undefined,
  };
}

/** A page of the ARC requests of the boards the viewer sits on (or of one of them), newest first. */
export async function listArcRequests(db: Db, filter: ArcListFilter, now: Date): Promise<ArcRequestList> {
  const requestFilter = requestFilterOf(filter, now);
  const [summaries, total] = await Promise.all([
    listRequests(
      db,
      requestFilter,
      { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize },
      orderOf(filter),
    ),
    countRequests(db, requestFilter),
  ]);
  const views = await boardViewsOf(db, summaries, filter.viewerId, now);
  return { items: views.map((one) => one.view), total, page: filter.page, pageSize: filter.pageSize };
}

const exportBatch = 1000;

/**
 * Every ARC request the filter matches, in the list's order, read a thousand at a time (the CSV export:
 * what the filter matches, not only the page on screen).
 */
export async function* exportArcRequests(
  db: Db,
  filter: ArcExportFilter,
  now: Date,
): AsyncGenerator<ArcRequestSummary[]> {
  const requestFilter = requestFilterOf(filter, now);
  for (let offset = 0; ; offset += exportBatch) {
    const summaries = await listRequests(db, requestFilter, { limit: exportBatch, offset }, orderOf(filter));
    if (summaries.length === 0) return;
    yield (await boardViewsOf(db, summaries, filter.viewerId, now)).map((one) => one.view);
    if (summaries.length < exportBatch) return;
  }
}

const attachmentColumns = {
  id: requestAttachments.id,
  fileName: requestAttachments.fileName,
  contentType: requestAttachments.contentType,
  sizeBytes: requestAttachments.sizeBytes,
  uploadedAt: requestAttachments.uploadedAt,
  boardMessageId: requestAttachments.boardMessageId,
};

/** The files of a request: the homeowner's, then the board discussion's (authorize first). */
export async function listArcAttachments(db: Db, requestId: number, where?: SQL): Promise<ArcAttachment[]> {
  const rows = await db
    .select(attachmentColumns)
    .from(requestAttachments)
    .where(and(eq(requestAttachments.requestId, requestId), where))
    .orderBy(sql`${requestAttachments.boardMessageId} is not null`, asc(requestAttachments.id));
  return rows.map((row) => ({
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    source: row.boardMessageId === null ? 'request' : 'boardMessage',
  }));
}

/** One ARC request as the board sees it (authorize first); null when there is no such ARC request. */
export async function loadArcRequest(
  db: Db,
  requestId: number,
  viewerId: number,
  now: Date,
): Promise<ArcRequestDetail | null> {
  const [summary] = await listRequests(db, { kinds: ['arc'], ids: [requestId] }, { limit: 1, offset: 0 });
  if (!summary) return null;
  const [views, attachments] = await Promise.all([
    boardViewsOf(db, [summary], viewerId, now),
    listArcAttachments(db, requestId),
  ]);
  const one = views[0];
  if (!one) return null;
  return {
    ...one.view,
    property: { id: summary.propertyId, address: summary.address, accountNumber: one.view.accountNumber },
    applicant: one.applicant,
    attachments,
    voters: one.voters,
    decisions: one.decisions,
    votingOpen: one.votingOpen,
  };
}

/** The board's discussion of a request, oldest first, each message with its files (authorize first). */
export async function listBoardMessages(db: Db, requestId: number): Promise<ArcBoardMessage[]> {
  const [messages, attachments] = await Promise.all([
    db
      .select()
      .from(arcBoardMessages)
      .where(eq(arcBoardMessages.requestId, requestId))
      .orderBy(asc(arcBoardMessages.sentAt), asc(arcBoardMessages.id)),
    listArcAttachments(db, requestId, sql`${requestAttachments.boardMessageId} is not null`),
  ]);
  return messages.map((message) => ({
    id: message.id,
    body: message.body,
    authorUserId: message.authorUserId,
    authorName: message.authorName,
    sentAt: message.sentAt.toISOString(),
    attachments: attachments.filter((attachment) => attachment.boardMessageId === message.id),
  }));
}
