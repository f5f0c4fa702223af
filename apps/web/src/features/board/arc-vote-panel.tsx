import {
  type ArcRequestDetail,
  type ArcVoteChoice,
  arcMessages,
  arcVoteChoiceLabels,
  arcVoteChoices,
} from '@hoa/contracts/arc-review';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { Alert, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { TableScroll } from '../../components/table-scroll';
import { UserText } from '../../components/user-text';
import { formFailure } from '../../lib/api/form-failure';
import { useIsMimic, useSignedInUserId } from '../../lib/session-store/session-store';
import { useCastArcVote } from './api/arc-review-actions';
import { ruleText, tallyText, VoteText } from './arc-labels';

const commentLimit = 2000;

/** The board's votes on a request: the tally against the association's rule, every member, and mine. */
export function ArcVotePanel({ detail }: { detail: ArcRequestDetail }) {
  const me = useSignedInUserId();
  return (
    <Stack gap="sm" component="section" aria-labelledby="arc-votes-heading">
      <Title order={2} size="h3" id="arc-votes-heading">
        Votes
      </Title>
      <Text size="sm">
        {tallyText(detail.tally)} · {countOf(detail.tally.eligible, 'member')} may vote
      </Text>
      <Text size="sm" fw={600} c={detail.tally.ruleMet ? 'green.9' : undefined}>
        {ruleText(detail.tally)}
      </Text>
      <TableScroll minWidth={520} label="Board members and their votes">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Board member</Table.Th>
              <Table.Th scope="col">Vote</Table.Th>
              <Table.Th scope="col">Comment</Table.Th>
              <Table.Th scope="col">When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.voters.map((voter) => (
              <Table.Tr key={voter.userId}>
                <Table.Td>
                  {voter.name}
                  {voter.chair ? ' (chair)' : ''}
                  {voter.userId === me ? ' (you)' : ''}
                </Table.Td>
                <Table.Td>
                  <VoteText vote={voter.vote} recused={voter.recused} />
                </Table.Td>
                <Table.Td>{voter.comment ? <UserText size="sm">{voter.comment}</UserText> : null}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {voter.votedAt ? formatDateTime(voter.votedAt) : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <MyVoteForm key={String(detail.votingOpen)} detail={detail} />
    </Stack>
  );
}

/** Each choice's palette: its button is filled in shade 9, or light (shade 9 on shade 1) once it is my vote. */
const choicePalettes: Record<ArcVoteChoice, string> = {
  approve: 'green',
  approve_with_conditions: 'teal',
  deny: 'red',
};

/**
 * My vote: three buttons (Approve, Approve with conditions, Deny) with an optional comment; once voted,
 * Change vote opens them again and Retract vote takes the vote back. Refused calls show their reason.
 */
function MyVoteForm({ detail }: { detail: ArcRequestDetail }) {
  const mimic = useIsMimic();
  const vote = useCastArcVote(detail.id);
  const me = useSignedInUserId();
  const mine = detail.voters.find((voter) => voter.userId === me);
  const [changing, setChanging] = useState(false);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [done, setDone] = useState('');

  if (!detail.votingOpen) {
    return (
      <Alert color="gray" title="Voting is closed">
        {detail.decision?.final ? arcMessages.votingClosed : arcMessages.requestClosed}
      </Alert>
    );
  }
  if (detail.recused) return <Alert color="gray">{arcMessages.recused}</Alert>;
  if (mimic) return <Alert color="yellow">Votes cannot be cast or changed in mimic mode.</Alert>;

  const failure = vote.isError ? formFailure(vote.error, ['vote', 'comment'] as const) : null;
  const send = async (action: ArcVoteChoice | 'retract') => {
    setDone('');
    try {
      await vote.mutateAsync({ vote: action, comment: action === 'retract' ? '' : comment.trim() });
      if (action === 'retract') setComment('');
      setChanging(false);
      setDone(
        action === 'retract'
          ? 'Your vote was retracted.'
          : `Your vote was recorded: ${arcVoteChoiceLabels[action]}.`,
      );
    } catch {
      // shown below
    }
  };
  const pending = (action: ArcVoteChoice | 'retract') => vote.isPending && vote.variables.vote === action;
  const choosing = detail.myVote === null || changing;

  return (
    <Stack gap="xs" maw={640} component="section" aria-labelledby="arc-my-vote-heading">
      <Title order={3} size="h4" id="arc-my-vote-heading">
        Your vote
      </Title>
      {detail.myVote && !changing ? (
        <Text size="sm">
          You voted <strong>{arcVoteChoiceLabels[detail.myVote]}</strong>
          {mine?.votedAt ? ` on ${formatDateTime(mine.votedAt)}` : ''}. You can change or retract it until the
          chair decides.
        </Text>
      ) : null}
      {choosing ? (
        <Textarea
          label="Comment (optional)"
          description="The conditions you would set, or why. The other board members see it; the homeowner does not."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={commentLimit}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={failure?.field === 'comment' ? failure.message : undefined}
        />
      ) : null}
      <FailureAlert when={failure && failure.field !== 'comment'} title="Your vote was not recorded">
        {failure?.message}
      </FailureAlert>
      <Text size="sm" role="status">
        {done}
      </Text>
      <Group gap="sm">
        {choosing ? (
          <>
            {arcVoteChoices.map((choice) => (
              <Button
                key={choice}
                // a light variant takes the palette, not a shade (Mantine paints a shade's light variant solid)
                color={detail.myVote === choice ? choicePalettes[choice] : `${choicePalettes[choice]}.9`}
                variant={detail.myVote === choice ? 'light' : 'filled'}
                onClick={() => void send(choice)}
                loading={pending(choice)}
                disabled={vote.isPending && !pending(choice)}
              >
                {arcVoteChoiceLabels[choice]}
              </Button>
            ))}
            {changing ? (
              <Button variant="default" onClick={() => setChanging(false)} disabled={vote.isPending}>
                Cancel
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button onClick={() => setChanging(true)}>Change vote</Button>
            <Button variant="default" onClick={() => void send('retract')} loading={pending('retract')}>
              Retract vote
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
