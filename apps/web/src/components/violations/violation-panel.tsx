import { formatMoney } from '@hoa/contracts/format';
import { type ViolationDetail, violationStageLabels } from '@hoa/contracts/violations';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { formFailure } from '../../lib/api/form-failure';
import { useIsMimic } from '../../lib/session-store/session-store';
import { FailureAlert } from '../failure-alert';
import { RecordPanel } from '../record-panel';
import {
  fetchViolationFile,
  useCommentViolation,
  useDecideEscalation,
  useViolation,
  type ViolationSide,
} from './violation-api';
import { EscalationList, ViolationFacts, ViolationHistory, ViolationPhotos } from './violation-history';

/** One violation: facts, photos, escalations, history with the letters, a comment box, and `actions`. */
export function ViolationPanel({
  side,
  associationId,
  violationId,
  onClose,
  actions,
}: {
  side: ViolationSide;
  associationId: number;
  violationId: number;
  onClose: () => void;
  actions?: (detail: ViolationDetail) => ReactNode;
}) {
  const detail = useViolation(side, associationId, violationId);
  const mimic = useIsMimic();
  const file = (which: { notice: number } | { photo: number }) =>
    fetchViolationFile(side, associationId, violationId, which);
  return (
    <RecordPanel
      headingId="violation-heading"
      record={detail}
      title={(data) => (data ? `${data.category} at ${data.address}` : 'Violation')}
      loadingLabel="Loading the violation…"
      onClose={onClose}
    >
      {(data) => (
        <>
          <ViolationFacts detail={data} />
          {side === 'board' && !mimic ? (
            <PendingDecision associationId={associationId} detail={data} />
          ) : null}
          {actions?.(data)}
          <Title order={3} size="h4">
            Photos
          </Title>
          <ViolationPhotos detail={data} scope={side} fetchPhoto={(photo) => file({ photo })} />
          <EscalationList detail={data} />
          <ViolationHistory detail={data} fetchNotice={(notice) => file({ notice })} />
          {!mimic ? <CommentBox side={side} associationId={associationId} violationId={violationId} /> : null}
        </>
      )}
    </RecordPanel>
  );
}

function CommentBox({
  side,
  associationId,
  violationId,
}: {
  side: ViolationSide;
  associationId: number;
  violationId: number;
}) {
  const [body, setBody] = useState('');
  const comment = useCommentViolation(side, associationId, violationId);
  const failure = comment.isError ? formFailure(comment.error, ['body'] as const) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        comment.mutate(body, { onSuccess: () => setBody('') });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Comment (board and staff only; the owner does not see it)"
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={4000}
          error={failure?.field === 'body' ? failure.message : undefined}
        />
        <Group>
          <Button type="submit" loading={comment.isPending}>
            Add comment
          </Button>
        </Group>
        {failure && failure.field === null ? (
          <FailureAlert when title="The comment was not saved">
            {failure.message}
          </FailureAlert>
        ) : null}
      </Stack>
    </form>
  );
}

/** A fine or hearing awaiting the board: approve, or refuse with a note. */
function PendingDecision({ associationId, detail }: { associationId: number; detail: ViolationDetail }) {
  const pending = detail.escalations.find((escalation) => escalation.status === 'pending');
  const [note, setNote] = useState('');
  const decide = useDecideEscalation(associationId, detail.id);
  if (!pending) return null;
  const failure = decide.isError ? formFailure(decide.error, ['note'] as const) : null;
  const what =
    pending.stage === 'fine' && pending.fineAmount !== null
      ? `A fine of ${formatMoney(pending.fineAmount)}`
      : violationStageLabels[pending.stage];
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-yellow-0)">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {what} awaits the board
        </Title>
        <Text size="sm">
          Proposed by {pending.proposedBy}
          {pending.note ? `: ${pending.note}` : '.'}
          {pending.stage === 'fine' ? ' Approving charges the fine to the owner’s account.' : ''}
        </Text>
        <Textarea
          label="Note (required to refuse)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          error={failure?.field === 'note' ? failure.message : undefined}
        />
        <Group gap="sm">
          <Button
            onClick={() => decide.mutate({ escalationId: pending.id, decision: 'approve', note })}
            loading={decide.isPending && decide.variables?.decision === 'approve'}
          >
            Approve {pending.stage === 'fine' ? 'the fine' : 'the hearing'}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => decide.mutate({ escalationId: pending.id, decision: 'refuse', note })}
            loading={decide.isPending && decide.variables?.decision === 'refuse'}
          >
            Refuse
          </Button>
        </Group>
        <FailureAlert when={failure !== null && failure.field === null} title="The decision was not recorded">
          {failure?.message ?? errorText(decide.error)}
        </FailureAlert>
      </Stack>
    </Paper>
  );
}
