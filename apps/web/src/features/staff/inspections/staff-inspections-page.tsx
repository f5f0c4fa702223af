import '@mantine/core/styles/SegmentedControl.layer.css';
import { countOf } from '@hoa/contracts/format';
import type { InspectionListStatus } from '@hoa/contracts/inspections';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
import { QueryStatus } from '../../../components/query-status';
import { formFailure } from '../../../lib/api/form-failure';
import { pages } from '../../../lib/pages';
import { useStaffAssociations } from '../books/staff-books-api';
import { InspectionFields, type InspectionValues, inspectionFormOf } from './inspection-fields';
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
  const [values, setValues] = useState<InspectionValues>({
    inspectedOn: new Date().toISOString().slice(0, 10),
    inspectorName: '',
    status: 'scheduled',
    scope: 'area',
    commonArea: '',
    listed: [],
    notes: '',
  });
  const record = useRecordInspection(associationId);
  const failure = record.isError ? formFailure(record.error, inspectionFormFields) : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="record-inspection">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(inspectionFormOf(values), {
            onSuccess: (detail) => {
              setValues((current) => ({ ...current, commonArea: '', listed: [], notes: '' }));
              onRecorded(detail.id);
            },
          });
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h3" id="record-inspection">
            Record an inspection
          </Title>
          <InspectionFields
            associationId={associationId}
            value={values}
            onChange={setValues}
            fieldError={(field) => (failure?.field === field ? failure.message : undefined)}
            scopeChoice
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
