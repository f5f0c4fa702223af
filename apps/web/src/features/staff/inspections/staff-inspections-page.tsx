import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import {
  type InspectionListStatus,
  inspectionStatuses,
  inspectionStatusLabels,
} from '@hoa/contracts/inspections';
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
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import {
  inspectionFormFields,
  useInspections,
  useRecordInspection,
} from '../../../components/inspections/inspection-api';
import { InspectionGrid } from '../../../components/inspections/inspection-grid';
import { InspectionPanel } from '../../../components/inspections/inspection-panel';
import { InspectionStatusControls } from '../../../components/inspections/inspection-status-controls';
import { PropertyListField } from '../../../components/inspections/property-list-field';
import { QueryStatus } from '../../../components/query-status';
import type { PickedProperty } from '../../../components/violations/property-choice';
import { formFailure } from '../../../lib/api/form-failure';
import { pages } from '../../../lib/pages';
import { useStaffAssociations } from '../books/staff-books-api';
import { FindingActions, InspectionActions } from './staff-inspection-actions';

/** /staff/inspections (issue 18): record inspections and findings with photos; turn a finding into a violation. */
export function StaffInspectionsPage() {
  return (
    <AssociationChooserPage title={pages.staffInspections.title} associations={useStaffAssociations()}>
      {(associationId) => <AssociationInspections associationId={associationId} />}
    </AssociationChooserPage>
  );
}

function AssociationInspections({ associationId }: { associationId: number }) {
  const [status, setStatus] = useState<InspectionListStatus>('all');
  const [openId, setOpenId] = useState(0);
  const list = useInspections({ associationId, side: 'staff', status });
  const rows = list.data?.inspections ?? [];
  return (
    <Stack gap="md">
      <RecordForm associationId={associationId} onRecorded={setOpenId} />
      <InspectionStatusControls
        side="staff"
        associationId={associationId}
        status={status}
        onChange={setStatus}
      />
      {openId > 0 ? (
        <InspectionPanel
          side="staff"
          associationId={associationId}
          inspectionId={openId}
          onClose={() => setOpenId(0)}
          actions={(detail) => <InspectionActions associationId={associationId} detail={detail} />}
          findingActions={(finding, detail) => (
            <FindingActions associationId={associationId} inspectionId={detail.id} finding={finding} />
          )}
        />
      ) : null}
      <QueryStatus
        label="Loading the inspections…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm">{countOf(rows.length, 'inspection')}</Text>
          {rows.length > 0 ? (
            <InspectionGrid gridId="staff-inspections" inspections={rows} onOpen={setOpenId} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

function RecordForm({
  associationId,
  onRecorded,
}: {
  associationId: number;
  onRecorded: (id: number) => void;
}) {
  const [inspectedOn, setInspectedOn] = useState(new Date().toISOString().slice(0, 10));
  const [inspectorName, setInspectorName] = useState('');
  const [scope, setScope] = useState<'area' | 'properties'>('area');
  const [commonArea, setCommonArea] = useState('');
  const [listed, setListed] = useState<PickedProperty[]>([]);
  const [status, setStatus] = useState<(typeof inspectionStatuses)[number]>('scheduled');
  const [notes, setNotes] = useState('');
  const record = useRecordInspection(associationId);
  const failure = record.isError ? formFailure(record.error, inspectionFormFields) : null;
  const fieldError = (field: (typeof inspectionFormFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="record-inspection">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(
            {
              inspectedOn,
              inspectorName,
              commonArea: scope === 'area' ? commonArea : '',
              propertyIds: scope === 'properties' ? listed.map((p) => p.id) : [],
              status,
              notes,
            },
            {
              onSuccess: (detail) => {
                setCommonArea('');
                setListed([]);
                setNotes('');
                onRecorded(detail.id);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h3" id="record-inspection">
            Record an inspection
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="Date"
              value={inspectedOn}
              onChange={(e) => setInspectedOn(e.currentTarget.value)}
              error={fieldError('inspectedOn')}
              maw={220}
            />
            <TextInput
              label="Inspector"
              value={inspectorName}
              onChange={(e) => setInspectorName(e.currentTarget.value)}
              maxLength={120}
              error={fieldError('inspectorName')}
            />
            <NativeSelect
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
              data={inspectionStatuses.map((value) => ({ value, label: inspectionStatusLabels[value] }))}
              error={fieldError('status')}
            />
          </Group>
          <Radio.Group
            label="What was inspected"
            value={scope}
            onChange={(value) => setScope(value === 'properties' ? 'properties' : 'area')}
          >
            <Group gap="md" mt={4}>
              <Radio value="area" label="A common area" />
              <Radio value="properties" label="A list of properties" />
            </Group>
          </Radio.Group>
          {scope === 'area' ? (
            <TextInput
              label="Common area"
              value={commonArea}
              onChange={(e) => setCommonArea(e.currentTarget.value)}
              maxLength={200}
              error={fieldError('commonArea')}
            />
          ) : (
            <PropertyListField
              associationId={associationId}
              value={listed}
              onChange={setListed}
              error={fieldError('propertyIds')}
            />
          )}
          <Textarea
            label="Notes"
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={1}
            maxLength={4000}
            error={fieldError('notes')}
          />
          <Group>
            <Button type="submit" loading={record.isPending}>
              Record the inspection
            </Button>
          </Group>
          <FailureAlert
            when={failure !== null && failure.field === null}
            title="The inspection was not recorded"
          >
            {failure?.message}
          </FailureAlert>
        </Stack>
      </form>
    </Paper>
  );
}
