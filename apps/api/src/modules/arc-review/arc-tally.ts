import type { ArcApprovalRule, ArcTally, ArcVoteChoice } from '@hoa/contracts/arc-review';

/** One board member as the tally sees them: recused (owns the property) or not, and their current vote. */
export interface TallyVoter {
  recused: boolean;
  vote: ArcVoteChoice | null;
}

/**
 * Counts the eligible members' current votes and says whether the approvals (with or without
 * conditions) meet the association's rule (ADR 111):
 * - majority of votes cast: more approvals than denials among the votes cast, and at least one vote;
 * - majority of eligible members: approvals are more than half of the eligible members;
 * - unanimous: every eligible member approved.
 */
export function tallyVotes(rule: ArcApprovalRule, voters: readonly TallyVoter[]): ArcTally {
  const eligible = voters.filter((voter) => !voter.recused);
  const count = (choice: ArcVoteChoice) => eligible.filter((voter) => voter.vote === choice).length;
  const approve = count('approve');
  const approveWithConditions = count('approve_with_conditions');
  const deny = count('deny');
  const approvals = approve + approveWithConditions;
  const ruleMet =
    rule === 'majority_of_votes_cast'
      ? approvals > deny
      : rule === 'majority_of_eligible'
        ? approvals * 2 > eligible.length
        : eligible.length > 0 && approvals === eligible.length;
  return {
    rule,
    eligible: eligible.length,
    approve,
    approveWithConditions,
    deny,
    notVoted: eligible.length - approvals - deny,
    ruleMet,
  };
}

const dayMs = 86_400_000;

/** The review deadline (submission plus the review period) and whole days left to it (negative: overdue). */
export function reviewTiming(submittedAt: Date, reviewDays: number, now: Date) {
  const deadline = new Date(submittedAt.getTime() + reviewDays * dayMs);
  const left = deadline.getTime() - now.getTime();
  return {
    reviewDeadline: deadline.toISOString(),
    daysLeft: left >= 0 ? Math.ceil(left / dayMs) : -Math.ceil(-left / dayMs),
    overdue: left < 0,
  };
}
