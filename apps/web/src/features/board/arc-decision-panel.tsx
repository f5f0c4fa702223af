import '@mantine/core/styles/Radio.layer.css';
import {
  type ArcChairDecision,
  type ArcDecisionOutcome,
  type ArcRequestDetail,
  arcChairDecisionSchema,
  arcDecisionLabels,
  arcDecisionOutcomes,
  isFinalArcDecision,
} from '@hoa/contracts/arc-review';
import { formatDateTime } from '@hoa/contracts/format';
import { Alert, Button, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FailureAlert } from '../../components/failure-alert';
import { UserText } from '../../components/user-text';
import { formFailure } from '../../lib/api/form-failure';
import { useIsMimic, useSignedInUserId } from '../../lib/session-store/session-store';
import { useRecordArcDecision } from './api/arc-review-actions';
import { tallyText } from './arc-labels';

const textLimit = 4000;

/** What the chair writes for each outcome (the contract's schema says which are required, and how). */
const textLabelOf: Record<ArcDecisionOutcome, string | null> = {
  approved: null,
  approved_with_conditions: 'Conditions of the approval',
  more_information_needed: 'What the homeowner should send',
  denied: 'Reason for the denial',
};

/** The call's body: the text goes in as the conditions of an approval, else as the reason. */
const decisionOf = (outcome: ArcDecisionOutcome, text: string): ArcChairDecision => ({
  outcome,
  conditions: outcome === 'approved_with_conditions' ? text.trim() : '',
  reason: outcome === 'approved_with_conditions' || outcome === 'approved' ? '' : text.trim(),
});

/** The chair's decisions on a request (the homeowner sees each in their request's history) and the form. */
export function ArcDecisionPanel({ detail }: { detail: ArcRequestDetail }) {
  const me = useSignedInUserId();
  const chair = detail.voters.some((voter) => voter.userId === me && voter.chair);
  // outside the form: a final decision closes voting and takes the form away
  const [done, setDone] = useState('');
  return (
    <Stack gap="sm" component="section" aria-labelledby="arc-decision-heading">
      <Title order={2} size="h3" id="arc-decision-heading">
        Decision
      </Title>
      {detail.decisions.length === 0 ? (
        <Text size="sm">The board chair has not recorded a decision yet.</Text>
      ) : (
        <Stack gap="xs">
          {detail.decisions.map((decision) => (
            <Paper key={decision.decidedAt} withBorder p="sm" radius="md">
              <Text fw={600}>
                {arcDecisionLabels[decision.outcome]}
                {decision.final ? '' : ' (voting stays open)'}
              </Text>
              {decision.text ? <UserText size="sm">{decision.text}</UserText> : null}
              <Text size="xs" c="dimmed">
                {decision.decidedBy} · {formatDateTime(decision.decidedAt)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Text size="sm" role="status" fw={done ? 600 : undefined}>
        {done}
      </Text>
      {chair && detail.votingOpen ? <ChairDecisionForm detail={detail} onRecorded={setDone} /> : null}
    </Stack>
  );
}

function ChairDecisionForm({
  detail,
  onRecorded,
}: {
  detail: ArcRequestDetail;
  onRecorded: (text: string) => void;
}) {
  const mimic = useIsMimic();
  const record = useRecordArcDecision(detail.id);
  const [outcome, setOutcome] = useState<ArcDecisionOutcome | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ field: 'outcome' | 'text'; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (mimic) return <Alert color="yellow">Decisions cannot be recorded in mimic mode.</Alert>;

  const textLabel = outcome ? textLabelOf[outcome] : null;
  const failure = record.isError ? formFailure(record.error, ['conditions', 'reason'] as const) : null;
  const send = async () => {
    if (!outcome) return;
    try {
      await record.mutateAsync(decisionOf(outcome, text));
      setConfirming(false);
      setOutcome('');
      setText('');
      onRecorded(`Recorded: ${arcDecisionLabels[outcome]}. The homeowner has been told by e-mail.`);
    } catch {
      setConfirming(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onRecorded('');
    if (!outcome) {
      setProblem({ field: 'outcome', message: 'Choose the decision.' });
      return;
    }
    // the server's own check, with its words, before anything is sent
    const checked = arcChairDecisionSchema.safeParse(decisionOf(outcome, text));
    if (!checked.success) {
      setProblem({ field: 'text', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    setProblem(null);
    if (isFinalArcDecision(outcome)) setConfirming(true);
    else void send();
  };
  const textError =
    problem?.field === 'text' ? problem.message : failure?.field ? failure.message : undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="arc-chair-heading">
      <Stack gap="xs" maw={560}>
        <Title order={3} size="h4" id="arc-chair-heading">
          Record the decision (chair)
        </Title>
        <Text size="sm">
          A final decision closes voting, shows in the homeowner’s request and is e-mailed to them. Asking for
          more information keeps voting open.
        </Text>
        <Radio.Group
          label="Decision"
          withAsterisk
          value={outcome}
          onChange={(value) => {
            setOutcome(value as ArcDecisionOutcome);
            setProblem(null);
          }}
          error={problem?.field === 'outcome' ? problem.message : undefined}
        >
          <Stack gap={6} mt={4}>
            {arcDecisionOutcomes.map((value) => (
              <Radio key={value} value={value} label={arcDecisionLabels[value]} />
            ))}
          </Stack>
        </Radio.Group>
        {textLabel ? (
          <Textarea
            label={textLabel}
            withAsterisk
            description="The homeowner reads this."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={textLimit}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={textError}
          />
        ) : null}
        <FailureAlert when={failure && !failure.field} title="The decision was not recorded">
          {failure?.message}
        </FailureAlert>
        <div>
          <Button type="submit" loading={record.isPending && !confirming}>
            Record decision
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={outcome ? `Record “${arcDecisionLabels[outcome]}”?` : 'Record the decision?'}
        confirmLabel="Record decision"
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        busy={record.isPending}
        danger={outcome === 'denied'}
      >
        <Text size="sm">
          This closes voting on the request and e-mails the homeowner. It cannot be undone here.
        </Text>
        <Text size="sm">Votes so far: {tallyText(detail.tally)}.</Text>
      </ConfirmDialog>
    </form>
  );
}
