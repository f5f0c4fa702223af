import { formatMoney } from '@hoa/contracts/format';
import {
  type StaffStatusTarget,
  type StaffWorkOrderOptions,
  type WorkOrderDetail,
  type WorkOrderPriority,
  workOrderPhotoRules,
  workOrderPriorities,
  workOrderPriorityLabels,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { errorText } from '../../../lib/api/error-text';
import { formFailure } from '../../../lib/api/form-failure';
import { parseDollarsToCents } from '../../../lib/money-input';
import { pages } from '../../../lib/pages';
import {
  useChangeWorkOrderStatus,
  useCreateWorkOrder,
  useSetActualCost,
  useSetEstimate,
  useStaffAssociationList,
  useUpdateWorkOrder,
  useUploadWorkOrderPhoto,
  useWorkOrderFromRequest,
  useWorkOrderOptions,
} from '../api/work-orders';
import { WorkOrderList } from './work-order-filters';
import { WorkOrderPanel } from './work-order-panel';

/** /staff/work-orders: an association's work orders: create, update, estimate, status, photos, requests. */
export function StaffWorkOrdersPage() {
  return (
    <AssociationChooserPage title={pages.staffWorkOrders.title} associations={useStaffAssociationList()}>
      {(associationId) => <AssociationWorkOrders associationId={associationId} />}
    </AssociationChooserPage>
  );
}

function AssociationWorkOrders({ associationId }: { associationId: number }) {
  const options = useWorkOrderOptions(associationId);
  const [openId, setOpenId] = useState(0);
  return (
    <Stack gap="lg">
      <QueryStatus
        label="Loading the vendors and requests…"
        isPending={options.isPending}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
      {options.data ? (
        <>
          <RequestsToConvert associationId={associationId} options={options.data} onMade={setOpenId} />
          <Paper withBorder p="md" component="section" aria-labelledby="new-work-order-heading">
            <Title order={2} size="h3" id="new-work-order-heading" mb="sm">
              New work order
            </Title>
            <WorkOrderForm associationId={associationId} options={options.data} onSaved={setOpenId} />
          </Paper>
        </>
      ) : null}
      {openId > 0 ? (
        <WorkOrderPanel
          side="staff"
          associationId={associationId}
          workOrderId={openId}
          onClose={() => setOpenId(0)}
        >
          {(detail) =>
            options.data ? (
              <StaffControls associationId={associationId} detail={detail} options={options.data} />
            ) : null
          }
        </WorkOrderPanel>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="staff-work-orders-heading">
        <Title order={2} size="h3" id="staff-work-orders-heading">
          Work orders
        </Title>
        <WorkOrderList side="staff" associationId={associationId} onOpen={setOpenId} />
      </Stack>
    </Stack>
  );
}

/** The association's general requests without a work order, each with a button to make one. */
function RequestsToConvert({
  associationId,
  options,
  onMade,
}: {
  associationId: number;
  options: StaffWorkOrderOptions;
  onMade: (id: number) => void;
}) {
  const convert = useWorkOrderFromRequest(associationId);
  const [priority, setPriority] = useState<WorkOrderPriority>('normal');
  return (
    <Stack gap="xs" component="section" aria-labelledby="maintenance-requests-heading">
      <Title order={2} size="h3" id="maintenance-requests-heading">
        Maintenance requests without a work order
      </Title>
      {options.maintenanceRequests.length === 0 ? (
        <Text size="sm">Every open maintenance request has a work order.</Text>
      ) : (
        <>
          <NativeSelect
            label="Priority of the work order"
            value={priority}
            onChange={(event) => setPriority(event.currentTarget.value as WorkOrderPriority)}
            data={workOrderPriorities.map((value) => ({ value, label: workOrderPriorityLabels[value] }))}
            maw={240}
          />
          <ul>
            {options.maintenanceRequests.map((request) => (
              <li key={request.id}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">
                    #{request.id} {request.subject} ({request.address})
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={convert.isPending && convert.variables.requestId === request.id}
                    aria-label={`Make a work order of request ${request.id}: ${request.subject}`}
                    onClick={() =>
                      convert.mutate(
                        { requestId: request.id, priority, vendorId: null },
                        { onSuccess: (detail) => onMade(detail.workOrder.id) },
                      )
                    }
                  >
                    Make work order
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
      <FailureAlert when={convert.isError} title="The work order was not made">
        {errorText(convert.error)}
      </FailureAlert>
    </Stack>
  );
}

const formFields = ['title', 'description', 'commonArea', 'propertyId', 'vendorId', 'priority'] as const;

/** Create (or, given a work order, update) its title, description, location, vendor and priority. */
function WorkOrderForm({
  associationId,
  options,
  detail,
  onSaved,
}: {
  associationId: number;
  options: StaffWorkOrderOptions;
  detail?: WorkOrderDetail;
  onSaved: (id: number) => void;
}) {
  const current = detail?.workOrder;
  const create = useCreateWorkOrder(associationId);
  const update = useUpdateWorkOrder(associationId, current?.id ?? 0);
  const save = current ? update : create;
  const [title, setTitle] = useState(current?.title ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [where, setWhere] = useState<'common' | 'property'>(current?.propertyId ? 'property' : 'common');
  const [commonArea, setCommonArea] = useState(current?.commonArea ?? '');
  const [propertyId, setPropertyId] = useState(String(current?.propertyId ?? ''));
  const [vendorId, setVendorId] = useState(String(current?.vendorId ?? ''));
  const [priority, setPriority] = useState<WorkOrderPriority>(current?.priority ?? 'normal');
  const [done, setDone] = useState('');
  const failure = save.isError ? formFailure(save.error, formFields) : null;
  const errorOf = (field: (typeof formFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  const prefix = current ? `edit-${current.id}` : 'new';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    try {
      const answer = await save.mutateAsync({
        title,
        description,
        commonArea: where === 'common' ? commonArea : null,
        propertyId: where === 'property' && propertyId ? Number(propertyId) : null,
        vendorId: vendorId ? Number(vendorId) : null,
        priority,
      });
      setDone(current ? 'The work order was saved.' : `Work order ${answer.workOrder.id} was opened.`);
      if (!current) {
        setTitle('');
        setDescription('');
        setCommonArea('');
      }
      onSaved(answer.workOrder.id);
    } catch {
      // shown below
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={current ? 'Edit the work order' : 'New work order'}
    >
      <Stack gap="xs" maw={640}>
        <TextInput
          label="Title"
          required
          maxLength={160}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errorOf('title')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={4000}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errorOf('description')}
        />
        <Radio.Group
          label="Location"
          value={where}
          onChange={(value) => setWhere(value as 'common' | 'property')}
          name={`${prefix}-where`}
        >
          <Group gap="md" mt={4}>
            <Radio value="common" label="A common area" />
            <Radio value="property" label="A property" />
          </Group>
        </Radio.Group>
        {where === 'common' ? (
          <TextInput
            label="Common area"
            maxLength={160}
            value={commonArea}
            onChange={(event) => setCommonArea(event.currentTarget.value)}
            error={errorOf('commonArea')}
          />
        ) : (
          <NativeSelect
            label="Property"
            value={propertyId}
            onChange={(event) => setPropertyId(event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a property' },
              ...options.properties.map((p) => ({ value: String(p.id), label: p.address })),
            ]}
            error={errorOf('propertyId')}
          />
        )}
        <NativeSelect
          label="Vendor"
          value={vendorId}
          onChange={(event) => setVendorId(event.currentTarget.value)}
          data={[
            { value: '', label: 'No vendor yet' },
            ...options.vendors.map((v) => ({ value: String(v.id), label: v.name })),
          ]}
          error={errorOf('vendorId')}
        />
        <NativeSelect
          label="Priority"
          value={priority}
          onChange={(event) => setPriority(event.currentTarget.value as WorkOrderPriority)}
          data={workOrderPriorities.map((value) => ({ value, label: workOrderPriorityLabels[value] }))}
        />
        <FailureAlert when={failure !== null && failure.field === null} title="The work order was not saved">
          {failure?.message}
        </FailureAlert>
        <Text size="sm" role="status">
          {done}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {current ? 'Save changes' : 'Open work order'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
function StaffControls({
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
