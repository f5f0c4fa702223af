import type { Finding, InspectionDetail } from '@hoa/contracts/inspections';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import {
  inspectionFormFields,
  useUpdateFinding,
  useUpdateInspection,
} from '../../../components/inspections/inspection-api';
import { MatterFields, type MatterValues } from '../../../components/matter-fields';
import { formFailure } from '../../../lib/api/form-failure';
import {
  InspectionFields,
  type InspectionValues,
  inspectionFormOf,
  inspectionValuesOf,
} from './inspection-fields';

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
  const [values, setValues] = useState<InspectionValues>(() => inspectionValuesOf(detail));
  const withFindings = new Set(detail.findings.map((finding) => finding.property.id));
  const update = useUpdateInspection(associationId, detail.id);
  const failure = update.isError ? formFailure(update.error, inspectionFormFields) : null;
  return (
    <form
      aria-label="Change the inspection"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(inspectionFormOf(values), { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <InspectionFields
          associationId={associationId}
          value={values}
          onChange={setValues}
          fieldError={(field) => (failure?.field === field ? failure.message : undefined)}
          scopeChoice={false}
          kept={withFindings}
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
