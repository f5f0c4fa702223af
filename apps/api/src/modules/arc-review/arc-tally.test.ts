import { describe, expect, it } from 'vitest';
import { reviewTiming, type TallyVoter, tallyVotes } from './arc-tally';

const voter = (vote: TallyVoter['vote'], recused = false): TallyVoter => ({ vote, recused });

describe('tallyVotes', () => {
  it('majority of votes cast: more approvals than denials, conditions counting as approvals', () => {
    const voters = [
      voter('approve'),
      voter('approve_with_conditions'),
      voter('deny'),
      voter(null),
      voter(null),
    ];
    expect(tallyVotes('majority_of_votes_cast', voters)).toEqual({
      rule: 'majority_of_votes_cast',
      eligible: 5,
      approve: 1,
      approveWithConditions: 1,
      deny: 1,
      notVoted: 2,
      ruleMet: true,
    });
    expect(tallyVotes('majority_of_votes_cast', [voter('approve'), voter('deny')]).ruleMet).toBe(false);
    expect(tallyVotes('majority_of_votes_cast', [voter(null)]).ruleMet).toBe(false);
  });

  it('majority of eligible members: more than half of those who may vote', () => {
    const twoOfFive = [voter('approve'), voter('approve'), voter(null), voter(null), voter(null)];
    expect(tallyVotes('majority_of_eligible', twoOfFive).ruleMet).toBe(false);
    expect(tallyVotes('majority_of_eligible', [...twoOfFive.slice(0, 4), voter('approve')]).ruleMet).toBe(
      true,
    );
  });

  it('leaves the recused out of the eligible members and ignores their vote', () => {
    const voters = [voter('approve'), voter('approve'), voter('deny', true)];
    const tally = tallyVotes('unanimous', voters);
    expect(tally).toMatchObject({ eligible: 2, approve: 2, deny: 0, ruleMet: true });
    expect(tallyVotes('unanimous', [voter('approve'), voter(null)]).ruleMet).toBe(false);
    expect(tallyVotes('unanimous', [voter('approve', true)]).ruleMet).toBe(false);
  });
});

describe('reviewTiming', () => {
  const submitted = new Date('2026-01-01T12:00:00Z');
  it('counts whole days left to submission plus the period, negative once overdue', () => {
    expect(reviewTiming(submitted, 45, new Date('2026-01-01T13:00:00Z'))).toEqual({
      reviewDeadline: '2026-02-15T12:00:00.000Z',
      daysLeft: 45,
      overdue: false,
    });
    expect(reviewTiming(submitted, 45, new Date('2026-02-15T12:00:00Z')).daysLeft).toBe(0);
    expect(reviewTiming(submitted, 45, new Date('2026-02-16T12:00:01Z'))).toMatchObject({
      daysLeft: -2,
      overdue: true,
    });
  });
});
