import { type Finding, findingPhotoRules, type InspectionDetail } from '@hoa/contracts/inspections';
import { Button, FileInput, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import {
  useAddFinding,
  useFindingToViolation,
  useRemoveFinding,
  useUpdateInspection,
  useUploadFindingPhoto,
} from '../../../components/inspections/inspection-api';
import { emptyMatter, MatterFields, type MatterValues } from '../../../components/matter-fields';
import { type PickedProperty, PropertyChoice } from '../../../components/violations/property-choice';
import { errorText } from '../../../lib/api/error-text';
import { formFailure } from '../../../lib/api/form-failure';
import { inspectionFormOf, inspectionValuesOf } from './inspection-fields';
import { EditFindingForm, EditInspectionForm } from './staff-inspection-edits';

const findingFields = ['propertyId', 'category', 'description', 'ruleReference'] as const;

/** Staff tools for an inspection: mark it completed (or scheduled again) and add a finding. */
export function InspectionActions({
  associationId,
  detail,
}: {
  associationId: number;
  detail: InspectionDetail;
}) {
  const update = useUpdateInspection(associationId, detail.id);
  const add = useAddFinding(associationId, detail.id);
  const [editing, setEditing] = useState(false);
  const [property, setProperty] = useState<PickedProperty | null>(null);
  const [matter, setMatter] = useState<MatterValues>(emptyMatter);
  const failure = add.isError ? formFailure(add.error, findingFields) : null;
  const fieldError = (field: (typeof findingFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  const listed = detail.properties.map((p) => ({ id: p.id, label: `${p.address} (${p.accountNumber})` }));
  const next = detail.status === 'scheduled' ? 'completed' : 'scheduled';
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="inspection-staff-actions">
      <Stack gap="xs">
        <Title order={3} size="h4" id="inspection-staff-actions">
          Staff actions
        </Title>
        <Group>
          <Button
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate(inspectionFormOf({ ...inspectionValuesOf(detail), status: next }))}
          >
            {next === 'completed' ? 'Mark completed' : 'Mark scheduled again'}
          </Button>
          <Button variant="default" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            Change the inspection
          </Button>
        </Group>
        {editing ? (
          <EditInspectionForm
            associationId={associationId}
            detail={detail}
            onDone={() => setEditing(false)}
          />
        ) : null}
        <FailureAlert when={update.isError} title="The inspection was not changed">
          {errorText(update.error)}
        </FailureAlert>
        <form
          aria-labelledby="add-finding"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { propertyId: property?.id ?? 0, ...matter },
              { onSuccess: () => setMatter(emptyMatter) },
            );
          }}
        >
          <Stack gap="xs">
            <Title order={4} size="h5" id="add-finding">
              Add a finding
            </Title>
            <PropertyChoice
              associationId={associationId}
              value={property}
              onChange={setProperty}
              {...(listed.length > 0 ? { among: listed } : {})}
              error={fieldError('propertyId')}
            />
            <MatterFields value={matter} onChange={setMatter} error={fieldError} />
            <Group>
              <Button type="submit" loading={add.isPending}>
                Add the finding
              </Button>
            </Group>
            <FailureAlert when={failure !== null && failure.field === null} title="The finding was not added">
              {failure?.message}
            </FailureAlert>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** Staff tools for a finding: photos, turning it into a violation (once), changing or removing it. */
export function FindingActions({
  associationId,
  inspectionId,
  finding,
}: {
  associationId: number;
  inspectionId: number;
  finding: Finding;
}) {
  const [rule, setRule] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const convert = useFindingToViolation(associationId, inspectionId);
  const upload = useUploadFindingPhoto(associationId, inspectionId);
  const remove = useRemoveFinding(associationId, inspectionId);
  const [editing, setEditing] = useState(false);
  if (finding.violation) return null;
  const failure = convert.isError ? formFailure(convert.error, ['ruleReference'] as const) : null;
  const name = `${finding.category} at ${finding.property.address}`;
  if (editing) {
    return (
      <EditFindingForm
        associationId={associationId}
        inspectionId={inspectionId}
        finding={finding}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        {finding.ruleReference ? null : (
          <TextInput
            label="Rule it breaks (needed for a violation)"
            value={rule}
            onChange={(e) => setRule(e.currentTarget.value)}
            maxLength={300}
            error={failure?.field === 'ruleReference' ? failure.message : undefined}
          />
        )}
        <Button
          onClick={() => convert.mutate({ findingId: finding.id, ...(rule ? { ruleReference: rule } : {}) })}
          loading={convert.isPending}
          aria-label={`Turn into a violation: ${name}`}
        >
          Turn into a violation
        </Button>
      </Group>
      <FailureAlert when={failure !== null && failure.field === null} title="The violation was not recorded">
        {failure?.message}
      </FailureAlert>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={`Add a photo (PNG or JPEG, at most ${findingPhotoRules.maxBytes / 1024 / 1024} MB)`}
          accept="image/png,image/jpeg"
          value={photo}
          onChange={setPhoto}
          clearable
          maw={360}
        />
        <Button
          variant="default"
          disabled={!photo}
          onClick={() =>
            photo &&
            upload.mutate({ findingId: finding.id, file: photo }, { onSuccess: () => setPhoto(null) })
          }
          loading={upload.isPending}
        >
          Upload the photo
        </Button>
        <Button variant="default" onClick={() => setEditing(true)} aria-label={`Change the finding: ${name}`}>
          Change the finding
        </Button>
        <Button
          variant="default"
          color="red"
          onClick={() => remove.mutate(finding.id)}
          loading={remove.isPending}
          aria-label={`Remove the finding: ${name}`}
        >
          Remove the finding
        </Button>
      </Group>
      <FailureAlert when={upload.isError} title="The photo was not added">
        {errorText(upload.error)}
      </FailureAlert>
      <FailureAlert when={remove.isError} title="The finding was not removed">
        {errorText(remove.error)}
      </FailureAlert>
    </Stack>
  );
}
