import {
  type StaffWorkOrderOptions,
  type WorkOrderDetail,
  type WorkOrderPriority,
  workOrderPriorities,
  workOrderPriorityLabels,
} from '@hoa/contracts/work-orders';
import { Button, Group, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { formFailure } from '../../../lib/api/form-failure';
import { useCreateWorkOrder, useUpdateWorkOrder } from '../api/work-orders';

const formFields = ['title', 'description', 'commonArea', 'propertyId', 'vendorId', 'priority'] as const;

/** Create (or, given a work order, update) its title, description, location, vendor and priority. */
export function WorkOrderForm({
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
