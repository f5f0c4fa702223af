import { countOf } from '@hoa/contracts/format';
import { type ViolationDetail, violationPhotoRules, violationStageLabels } from '@hoa/contracts/violations';
import { Button, FileInput, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import { emptyMatter, MatterFields, type MatterValues } from '../../../components/matter-fields';
import { QueryStatus } from '../../../components/query-status';
import { type PickedProperty, PropertyChoice } from '../../../components/violations/property-choice';
import {
  useAdvanceViolation,
  useProposeEscalation,
  useRecordViolation,
  useUploadViolationPhoto,
  useViolations,
} from '../../../components/violations/violation-api';
import { ViolationGrid } from '../../../components/violations/violation-grid';
import { ViolationPanel } from '../../../components/violations/violation-panel';
import { useViolationView, ViolationViewControls } from '../../../components/violations/violation-view';
import { errorText } from '../../../lib/api/error-text';
import { formFailure } from '../../../lib/api/form-failure';
import { parseDollarsToCents } from '../../../lib/money-input';
import { pages } from '../../../lib/pages';
import { useStaffAssociations } from '../books/staff-books-api';

/** /staff/violations (issue 18): record violations, move them one stage, propose fines and hearings, add photos. */
export function StaffViolationsPage() {
  return (
    <AssociationChooserPage title={pages.staffViolations.title} associations={useStaffAssociations()}>
      {(associationId) => <AssociationViolations associationId={associationId} />}
    </AssociationChooserPage>
  );
}

function AssociationViolations({ associationId }: { associationId: number }) {
  const { view, setView, openId, setOpenId } = useViolationView();
  const list = useViolations({ associationId, side: 'staff', view });
  const rows = list.data?.violations ?? [];
  return (
    <Stack gap="md">
      <RecordForm associationId={associationId} onRecorded={setOpenId} />
      <ViolationViewControls side="staff" associationId={associationId} view={view} onChange={setView} />
      {openId > 0 ? (
        <ViolationPanel
          side="staff"
          associationId={associationId}
          violationId={openId}
          onClose={() => setOpenId(0)}
          actions={(detail) => <StaffActions associationId={associationId} detail={detail} />}
        />
      ) : null}
      <QueryStatus
        label="Loading the violations…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data ? (
        <>
          <Text size="sm">{countOf(rows.length, 'violation')}</Text>
          {rows.length > 0 ? (
            <ViolationGrid gridId="staff-violations" violations={rows} onOpen={setOpenId} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

const recordFields = ['propertyId', 'category', 'description', 'ruleReference', 'observedOn'] as const;

function RecordForm({
  associationId,
  onRecorded,
}: {
  associationId: number;
  onRecorded: (id: number) => void;
}) {
  const [property, setProperty] = useState<PickedProperty | null>(null);
  const [matter, setMatter] = useState<MatterValues>(emptyMatter);
  const [observedOn, setObservedOn] = useState(new Date().toISOString().slice(0, 10));
  const record = useRecordViolation(associationId);
  const failure = record.isError ? formFailure(record.error, recordFields) : null;
  const fieldError = (field: (typeof recordFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="record-violation">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate(
            { propertyId: property?.id ?? 0, ...matter, observedOn },
            {
              onSuccess: (detail) => {
                // the rule stays: the next violation on the walk often breaks the same one
                setMatter({ ...emptyMatter, ruleReference: matter.ruleReference });
                onRecorded(detail.id);
              },
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h3" id="record-violation">
            Record a violation
          </Title>
          <PropertyChoice
            associationId={associationId}
            value={property}
            onChange={setProperty}
            error={fieldError('propertyId')}
          />
          <MatterFields
            value={matter}
            onChange={setMatter}
            error={fieldError}
            descriptionLabel="Description"
            ruleLabel="Rule it breaks (governing document)"
          />
          <TextInput
            type="date"
            label="Observed on"
            value={observedOn}
            onChange={(e) => setObservedOn(e.currentTarget.value)}
            error={fieldError('observedOn')}
            maw={220}
          />
          <Group>
            <Button type="submit" loading={record.isPending}>
              Record the violation
            </Button>
          </Group>
          <FailureAlert
            when={failure !== null && failure.field === null}
            title="The violation was not recorded"
          >
            {failure?.message}
          </FailureAlert>
        </Stack>
      </form>
    </Paper>
  );
}

/** Staff actions on one violation: the next stage (with a note), a fine or hearing for the board, a photo. */
function StaffActions({ associationId, detail }: { associationId: number; detail: ViolationDetail }) {
  const [note, setNote] = useState('');
  const [fine, setFine] = useState('');
  const [hearingOn, setHearingOn] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const advance = useAdvanceViolation(associationId, detail.id);
  const propose = useProposeEscalation(associationId, detail.id);
  const upload = useUploadViolationPhoto(associationId, detail.id);
  const waiting = detail.pendingEscalation !== null;
  const proposeFailure = propose.isError
    ? formFailure(propose.error, ['fineAmount', 'hearingOn', 'note'] as const)
    : null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="staff-actions">
      <Stack gap="xs">
        <Title order={3} size="h4" id="staff-actions">
          Staff actions
        </Title>
        <Textarea
          label="Note (goes in the history)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={2000}
        />
        <Group gap="sm" wrap="wrap">
          {detail.nextStages
            .filter((stage) => stage !== 'fine' && stage !== 'hearing')
            .map((stage) => (
              <Button
                key={stage}
                variant={stage === 'resolved' || stage === 'closed' ? 'default' : 'filled'}
                onClick={() => advance.mutate({ stage, note }, { onSuccess: () => setNote('') })}
                loading={advance.isPending && advance.variables?.stage === stage}
              >
                Move to {violationStageLabels[stage].toLowerCase()}
              </Button>
            ))}
        </Group>
        <FailureAlert when={advance.isError} title="The stage was not changed">
          {errorText(advance.error)}
        </FailureAlert>
        {detail.nextStages.includes('fine') && !waiting ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Fine amount ($)"
              inputMode="decimal"
              value={fine}
              onChange={(e) => setFine(e.currentTarget.value)}
              error={proposeFailure?.field === 'fineAmount' ? proposeFailure.message : undefined}
              maw={180}
            />
            <Button
              onClick={() => {
                const parsed = parseDollarsToCents(fine);
                propose.mutate({ stage: 'fine', ...(parsed.ok ? { fineAmount: parsed.cents } : {}), note });
              }}
              loading={propose.isPending}
            >
              Propose the fine to the board
            </Button>
          </Group>
        ) : null}
        {detail.nextStages.includes('hearing') && !waiting ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              label="Hearing date (optional)"
              value={hearingOn}
              onChange={(e) => setHearingOn(e.currentTarget.value)}
              maw={220}
            />
            <Button
              onClick={() => propose.mutate({ stage: 'hearing', ...(hearingOn ? { hearingOn } : {}), note })}
              loading={propose.isPending}
            >
              Propose a hearing to the board
            </Button>
          </Group>
        ) : null}
        {waiting ? <Text size="sm">An escalation awaits the board’s decision.</Text> : null}
        <FailureAlert
          when={proposeFailure !== null && proposeFailure.field !== 'fineAmount'}
          title="The escalation was not proposed"
        >
          {proposeFailure?.message}
        </FailureAlert>
        {detail.stage !== 'closed' ? (
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={`Add a photo (PNG or JPEG, at most ${violationPhotoRules.maxBytes / 1024 / 1024} MB)`}
              accept="image/png,image/jpeg"
              value={photo}
              onChange={setPhoto}
              clearable
              maw={360}
            />
            <Button
              variant="default"
              disabled={!photo}
              onClick={() => photo && upload.mutate(photo, { onSuccess: () => setPhoto(null) })}
              loading={upload.isPending}
            >
              Upload the photo
            </Button>
          </Group>
        ) : null}
        <FailureAlert when={upload.isError} title="The photo was not added">
          {errorText(upload.error)}
        </FailureAlert>
      </Stack>
    </Paper>
  );
}
