import { collectionStageLabels } from '@hoa/contracts/association-books';
import type { CollectionAccount } from '@hoa/contracts/association-collections';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { FailureAlert } from '../../../components/failure-alert';
import { errorText } from '../../../lib/api/error-text';
import { useDecideStage } from '../api/association-books';

type Decision = 'approved' | 'held';

/**
 * Approve or Hold for a stage that waits for the board: a dialog with a note (a hold needs one). A
 * failure (someone decided first: 409) is said in the dialog, and the note typed stays.
 */
export function StageDecision({
  associationId,
  account,
}: {
  associationId: number;
  account: CollectionAccount;
}) {
  const stage = account.stage;
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const decide = useDecideStage(associationId);
  if (!stage?.needsBoardApproval || stage.boardDecision) return null;
  const close = () => {
    setDecision(null);
    setMissingNote(false);
    decide.reset();
  };
  const submit = () => {
    if (decision === 'held' && note.trim() === '') {
      setMissingNote(true);
      return;
    }
    decide.mutate({ stageChangeId: stage.id, decision: decision ?? 'approved', note }, { onSuccess: close });
  };
  const what = `${collectionStageLabels[stage.stage]} for ${account.ownerName} (${account.accountNumber})`;
  return (
    <>
      <Group gap="xs" mt={4} wrap="nowrap">
        <Button size="compact-sm" onClick={() => setDecision('approved')} aria-label={`Approve: ${what}`}>
          Approve
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDecision('held')}
          aria-label={`Hold: ${what}`}
        >
          Hold
        </Button>
      </Group>
      <AppModal
        opened={decision !== null}
        onClose={close}
        title={decision === 'held' ? 'Hold the stage' : 'Approve the stage'}
      >
        <Stack gap="sm">
          <Text size="sm">{what}</Text>
          {stage.note ? (
            <Text size="sm" c="dimmed">
              Staff note: {stage.note}
            </Text>
          ) : null}
          <Textarea
            label="Note"
            description={decision === 'held' ? 'Say why the stage is held (required).' : 'Optional.'}
            required={decision === 'held'}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setMissingNote(false);
            }}
            error={missingNote ? 'Please write why the stage is held.' : undefined}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <FailureAlert when={decide.isError} title="The decision was not recorded">
            {errorText(decide.error)}
          </FailureAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={submit}
              loading={decide.isPending}
              color={decision === 'held' ? 'orange' : undefined}
            >
              {decision === 'held' ? 'Hold' : 'Approve'}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
