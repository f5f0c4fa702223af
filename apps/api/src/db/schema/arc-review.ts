import {
  type ArcApprovalRule,
  type ArcDecisionOutcome,
  type ArcVoteAction,
  arcApprovalRules,
  arcDecisionOutcomes,
  arcVoteActions,
  defaultArcReviewDays,
} from '@hoa/contracts/arc-review';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { inList, requiredRef } from './columns';

import { homeownerRequests } from './community';
import { users } from './users';

/**
 * How an association's board reviews ARC requests (ADR 111); an association without a row uses the
 * defaults (majority of votes cast, 45 days).
 */
export const arcReviewSettings = pgTable(
  'arc_review_settings',
  {
    associationId: integer()
      .primaryKey()
      .references(() => associations.id, { onDelete: 'cascade' }),
    approvalRule: text().$type<ArcApprovalRule>().notNull().default('majority_of_votes_cast'),
    reviewDays: integer().notNull().default(defaultArcReviewDays),
  },
  (t) => [
    check('arc_review_settings_rule_check', sql`${t.approvalRule} in (${inList(arcApprovalRules)})`),
    check('arc_review_settings_days_check', sql`${t.reviewDays} between 1 and 365`),
  ],
);

/**
 * Board votes, append-only (ADR 111): a change or a retraction is a new row that supersedes the current
 * one (`supersededAt` set once, by a trigger-guarded update; nothing else ever changes and nothing is
 * deleted). At most one current row per member and request, by a partial unique index. A current row
 * with `vote = 'retract'` means "no vote".
 */
export const arcVotes = pgTable(
  'arc_votes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    userId: requiredRef(() => users.id),
    vote: text().$type<ArcVoteAction>().notNull(),
    comment: text().notNull().default(''),
    castAt: timestamp({ withTimezone: true }).notNull(),
    supersededAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('arc_votes_one_current_per_member')
      .on(t.requestId, t.userId)
      .where(sql`${t.supersededAt} is null`),
    index().on(t.requestId, t.userId, t.castAt),
    check('arc_votes_vote_check', sql`${t.vote} in (${inList(arcVoteActions)})`),
    check('arc_votes_comment_length', sql`length(${t.comment}) <= 2000`),
  ],
);

/**
 * The chair's decisions on a request, oldest first; "more information needed" keeps voting open, the
 * others are final: at most one final decision per request (partial unique index).
 */
export const arcDecisions = pgTable(
  'arc_decisions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    outcome: text().$type<ArcDecisionOutcome>().notNull(),
    text: text().notNull().default(''),
    final: boolean().notNull(),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text().notNull(),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.requestId, t.decidedAt),
    uniqueIndex('arc_decisions_one_final_per_request').on(t.requestId).where(sql`${t.final}`),
    check('arc_decisions_outcome_check', sql`${t.outcome} in (${inList(arcDecisionOutcomes)})`),
    check(
      'arc_decisions_final_matches_outcome',
      sql`${t.final} = (${t.outcome} <> 'more_information_needed')`,
    ),
  ],
);

/** The board's own discussion of a request: never shown to the homeowner. Files: request_attachments. */
export const arcBoardMessages = pgTable(
  'arc_board_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer()
      .notNull()
      .references(() => homeownerRequests.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.requestId, t.sentAt),
    check('arc_board_messages_body_not_blank', sql`length(btrim(${t.body})) between 1 and 4000`),
  ],
);
