import {
  type ArcRequestSummary,
  type ArcTally,
  type ArcVoteChoice,
  arcApprovalRuleLabels,
  arcDecisionLabels,
  arcVoteChoiceLabels,
} from '@hoa/contracts/arc-review';
import { countOf } from '@hoa/contracts/format';
import { Text } from '@mantine/core';

/** Whole days to the review deadline: "12 days left", "Due today", or an overdue warning that stands out. */
export function DaysLeft({
  request,
}: {
  request: Pick<ArcRequestSummary, 'daysLeft' | 'overdue' | 'decision' | 'status'>;
}) {
  if ((request.decision?.final ?? false) || request.status === 'closed') {
    return <Text size="sm">Decided</Text>;
  }
  if (request.overdue) {
    return (
      <Text size="sm" fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }}>
        Overdue by {countOf(-request.daysLeft, 'day')}
      </Text>
    );
  }
  return (
    <Text size="sm">{request.daysLeft === 0 ? 'Due today' : `${countOf(request.daysLeft, 'day')} left`}</Text>
  );
}

/** A board member's vote (mine in the list, each member's on the request): recused, not voted, or the choice. */
export function VoteText({ vote, recused }: { vote: ArcVoteChoice | null; recused: boolean }) {
  if (recused) return <Text size="sm">Recused</Text>;
  if (!vote)
    return (
      <Text size="sm" c="dimmed">
        Not voted
      </Text>
    );
  return <Text size="sm">{arcVoteChoiceLabels[vote]}</Text>;
}

/** "2 approve, 1 with conditions, 1 deny, 1 not voted" and whether the association's rule is met. */
export function tallyText(tally: ArcTally): string {
  const parts = [`${tally.approve} approve`];
  if (tally.approveWithConditions > 0) parts.push(`${tally.approveWithConditions} with conditions`);
  parts.push(`${tally.deny} deny`, `${tally.notVoted} not voted`);
  return parts.join(', ');
}

export function TallySummary({ tally }: { tally: ArcTally }) {
  return (
    <Text size="sm">
      {tallyText(tally)}
      <Text span size="sm" fw={600} c={tally.ruleMet ? 'green.9' : undefined}>
        {tally.ruleMet ? ' · rule met' : ''}
      </Text>
    </Text>
  );
}

export const ruleText = (tally: ArcTally) =>
  `${arcApprovalRuleLabels[tally.rule]}: ${tally.ruleMet ? 'met' : 'not met yet'}`;

export const decisionText = (decision: NonNullable<ArcRequestSummary['decision']>) =>
  arcDecisionLabels[decision.outcome];
