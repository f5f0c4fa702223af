import {
  type RequestDetail,
  type RequestStatus,
  requestStatuses,
  requestStatusLabels,
} from '@hoa/contracts/community';
import { Button, NativeSelect, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { errorText } from '../../lib/api/error-text';
import { useStaffChangeStatus } from './api/change-request-status';

const noteLimit = 1000;

/**
 * Management moves a request to another status with a note for the history. The API refuses the current
 * status and an approval whose reservation slot is taken; the reason is shown here, nothing is changed.
 */
export function StatusChangeForm({ request }: { request: RequestDetail }) {
  const change = useStaffChangeStatus(request.id);
  const choices = requestStatuses.filter((status) => status !== request.status);
  const [status, setStatus] = useState<RequestStatus>(choices[0] ?? 'in_review');
  const [note, setNote] = useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await change.mutateAsync({ status, note: note.trim() });
      setNote('');
    } catch {
      // shown below, with the server's reason
    }
  };
  return (
    <section aria-labelledby="status-change-heading">
      <Title order={3} size="h5" id="status-change-heading" mb="xs">
        Change status
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="xs" maw={480}>
          <NativeSelect
            label="New status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value as RequestStatus)}
            data={choices.map((value) => ({ value, label: requestStatusLabels[value] }))}
            description={
              request.reservation
                ? 'Approving confirms the reservation; declining or closing frees its time.'
                : undefined
            }
          />
          <Textarea
            label="Note for the homeowner"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={noteLimit}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <FailureAlert when={change.isError} title="The status was not changed">
            {errorText(change.error)}
          </FailureAlert>
          <div>
            <Button type="submit" loading={change.isPending}>
              Change status
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
