import {
  type Finding,
  type InspectionDetail,
  inspectionStatuses,
  inspectionStatusLabels,
} from '@hoa/contracts/inspections';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import {
  inspectionFormFields,
  useUpdateFinding,
  useUpdateInspection,
} from '../../../components/inspections/inspection-api';
import { PropertyListField } from '../../../components/inspections/property-list-field';
import { MatterFields, type MatterValues } from '../../../components/matter-fields';
import { type PickedProperty, propertyLabel } from '../../../components/violations/property-choice';
import { formFailure } from '../../../lib/api/form-failure';

/**
 * Staff correct an inspection's day, inspector, common area or list of properties, status and notes. A
 * property with a finding stays on the list (the server refuses otherwise, naming `propertyIds`).
 */
export function EditInspectionForm({
  associationId,
  detail,
  onDone,
}: {
  associationId: number;
  detail: InspectionDetail;
  onDone: () => void;
}) {
  const [inspectedOn, setInspectedOn] = useState(detail.inspectedOn);
  const [inspectorName, setInspectorName] = useState(detail.inspectorName);
  const [commonArea, setCommonArea] = useState(detail.commonArea ?? '');
  const [status, setStatus] = useState(detail.status);
  const [notes, setNotes] = useState(detail.notes);
  const [listed, setListed] = useState<PickedProperty[]>(() =>
    detail.properties.map((p) => ({ id: p.id, label: propertyLabel(p) })),
  );
  const withFindings = new Set(detail.findings.map((finding) => finding.property.id));
  const update = useUpdateInspection(associationId, detail.id);
  const failure = update.isError ? formFailure(update.error, inspectionFormFields) : null;
  const fieldError = (field: (typeof inspectionFormFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  return (
    <form
      aria-label="Change the inspection"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            inspectedOn,
            inspectorName,
            commonArea: detail.commonArea === null ? '' : commonArea,
            propertyIds: detail.commonArea === null ? listed.map((p) => p.id) : [],
            status,
            notes,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="xs">
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
          />
        </Group>
        {detail.commonArea === null ? (
          <PropertyListField
            associationId={associationId}
            value={listed}
            onChange={setListed}
            error={fieldError('propertyIds')}
            kept={withFindings}
          />
        ) : (
          <TextInput
            label="Common area"
            value={commonArea}
            onChange={(e) => setCommonArea(e.currentTarget.value)}
            maxLength={200}
            error={fieldError('commonArea')}
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
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save the inspection
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
        <FailureAlert
          when={failure !== null && failure.field === null}
          title="The inspection was not changed"
        >
          {failure?.message}
        </FailureAlert>
      </Stack>
    </form>
  );
}

const findingFields = ['category', 'description', 'ruleReference'] as const;

/** Staff correct a finding's category, description and rule (not once it became a violation). */
export function EditFindingForm({
  associationId,
  inspectionId,
  finding,
  onDone,
}: {
  associationId: number;
  inspectionId: number;
  finding: Finding;
  onDone: () => void;
}) {
  const [matter, setMatter] = useState<MatterValues>({
    category: finding.category,
    description: finding.description,
    ruleReference: finding.ruleReference,
  });
  const update = useUpdateFinding(associationId, inspectionId);
  const failure = update.isError ? formFailure(update.error, findingFields) : null;
  const fieldError = (field: (typeof findingFields)[number]) =>
    failure?.field === field ? failure.message : undefined;
  return (
    <form
      aria-label={`Change the finding: ${finding.category} at ${finding.property.address}`}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            findingId: finding.id,
            form: { propertyId: finding.property.id, ...matter },
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="xs">
        <MatterFields value={matter} onChange={setMatter} error={fieldError} />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save the finding
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
        <FailureAlert when={failure !== null && failure.field === null} title="The finding was not changed">
          {failure?.message}
        </FailureAlert>
      </Stack>
    </form>
  );
}
