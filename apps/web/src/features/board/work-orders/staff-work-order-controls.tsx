import { formatMoney } from '@hoa/contracts/format';
import {
  type StaffStatusTarget,
  type StaffWorkOrderOptions,
  type WorkOrderDetail,
  workOrderPhotoRules,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { errorText } from '../../../lib/api/error-text';
import { formFailure } from '../../../lib/api/form-failure';
import { parseDollarsToCents } from '../../../lib/money-input';
import {
  useChangeWorkOrderStatus,
  useSetActualCost,
  useSetEstimate,
  useUploadWorkOrderPhoto,
} from '../api/work-orders';
import { WorkOrderForm } from './staff-work-order-form';

/** A dollar amount field with its Save button (estimate or actual cost). */
function CostForm({
  label,
  initial,
  save,
  pending,
  error,
  button,
}: {
  label: string;
  initial: number | null;
  save: (cents: number) => Promise<unknown>;
  pending: boolean;
  error: string | undefined;
  button: string;
}) {
  const [value, setValue] = useState(initial === null ? '' : (initial / 100).toFixed(2));
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const parsed = parseDollarsToCents(value, 1_000_000_000 as Parameters<typeof parseDollarsToCents>[1]);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(undefined);
    try {
      await save(parsed.cents);
      setDone(`${label} saved: ${formatMoney(parsed.cents)}.`);
    } catch {
      // shown below
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={`${label} ($)`}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem ?? error}
          maw={200}
        />
        <Button type="submit" variant="default" loading={pending}>
          {button}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {done}
      </Text>
    </form>
  );
}

const nextStatuses: Record<string, StaffStatusTarget[]> = {
  open: ['in_progress', 'cancelled'],
  estimate_pending: ['cancelled'],
  approved: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
};
const statusButtons: Record<StaffStatusTarget, string> = {
  in_progress: 'Start work',
  completed: 'Mark completed',
  cancelled: 'Cancel work order',
};

/** What staff change on an open work order: its fields, estimate, actual cost, status and photos. */
export function StaffControls({
  associationId,
  detail,
  options,
}: {
  associationId: number;
  detail: WorkOrderDetail;
  options: StaffWorkOrderOptions;
}) {
  const { workOrder } = detail;
  const estimate = useSetEstimate(associationId, workOrder.id);
  const actual = useSetActualCost(associationId, workOrder.id);
  const status = useChangeWorkOrderStatus(associationId, workOrder.id);
  const photo = useUploadWorkOrderPhoto(associationId, workOrder.id);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const finished = workOrder.status === 'completed' || workOrder.status === 'cancelled';
  const failureOf = (error: unknown, field: string) => {
    const failure = formFailure(error, [field] as const);
    return failure.message;
  };
  if (finished) {
    return (
      <Stack gap="xs">
        <Text size="sm">This work order is {workOrderStatusLabels[workOrder.status].toLowerCase()}.</Text>
        {workOrder.status === 'completed' ? (
          <CostForm
            label="Actual cost"
            initial={workOrder.actualCost}
            save={(cents) => actual.mutateAsync(cents)}
            pending={actual.isPending}
            error={actual.isError ? failureOf(actual.error, 'actualCost') : undefined}
            button="Save actual cost"
          />
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Manage
      </Title>
      {workOrder.status === 'open' || workOrder.status === 'estimate_pending' ? (
        <CostForm
          label="Estimate"
          initial={workOrder.estimatedCost}
          save={(cents) => estimate.mutateAsync(cents)}
          pending={estimate.isPending}
          error={estimate.isError ? failureOf(estimate.error, 'estimatedCost') : undefined}
          button="Save estimate"
        />
      ) : null}
      {workOrder.status === 'in_progress' ? (
        <CostForm
          label="Actual cost"
          initial={workOrder.actualCost}
          save={(cents) => actual.mutateAsync(cents)}
          pending={actual.isPending}
          error={actual.isError ? failureOf(actual.error, 'actualCost') : undefined}
          button="Save actual cost"
        />
      ) : null}
      <Stack gap="xs" maw={640}>
        <TextInput
          label="Note for the status change"
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          {(nextStatuses[workOrder.status] ?? []).map((target) => (
            <Button
              key={target}
              variant={target === 'cancelled' ? 'default' : 'filled'}
              loading={status.isPending && status.variables.status === target}
              onClick={() =>
                status.mutate({ status: target, note: note.trim() }, { onSuccess: () => setNote('') })
              }
            >
              {statusButtons[target]}
            </Button>
          ))}
        </Group>
        <FailureAlert when={status.isError} title="The status did not change">
          {errorText(status.error)}
        </FailureAlert>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return;
          const form = new FormData();
          form.append('file', file);
          photo.mutate(form, { onSuccess: () => setFile(null) });
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <label>
            <Text size="sm" fw={500}>
              Photo (PNG or JPEG, at most 10 MB)
            </Text>
            <input
              type="file"
              accept={workOrderPhotoRules.accept}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" variant="default" disabled={!file} loading={photo.isPending}>
            Upload photo
          </Button>
        </Group>
        <FailureAlert when={photo.isError} title="The photo was not added">
          {errorText(photo.error)}
        </FailureAlert>
      </form>
      <details>
        <summary>Edit title, location, vendor or priority</summary>
        <WorkOrderForm associationId={associationId} options={options} detail={detail} onSaved={() => {}} />
      </details>
    </Stack>
  );
}
