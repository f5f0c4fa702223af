import {
  type InspectionDetail,
  type InspectionForm,
  inspectionStatuses,
  inspectionStatusLabels,
} from '@hoa/contracts/inspections';
import { Group, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import type { inspectionFormFields } from '../../../components/inspections/inspection-api';
import { PropertyListField } from '../../../components/inspections/property-list-field';
import { type PickedProperty, propertyLabel } from '../../../components/violations/property-choice';

/** What the staff inspection form holds: the call's fields, with the list as chosen properties. */
export interface InspectionValues {
  inspectedOn: string;
  inspectorName: string;
  status: (typeof inspectionStatuses)[number];
  scope: 'area' | 'properties';
  commonArea: string;
  listed: PickedProperty[];
  notes: string;
}

export type InspectionField = (typeof inspectionFormFields)[number];

/** The form's values for an inspection as it is now. */
export const inspectionValuesOf = (detail: InspectionDetail): InspectionValues => ({
  inspectedOn: detail.inspectedOn,
  inspectorName: detail.inspectorName,
  status: detail.status,
  scope: detail.commonArea === null ? 'properties' : 'area',
  commonArea: detail.commonArea ?? '',
  listed: detail.properties.map((p) => ({ id: p.id, label: propertyLabel(p) })),
  notes: detail.notes,
});

/** The call's body for the values: the common area or the list, whichever the scope says. */
export const inspectionFormOf = (values: InspectionValues): InspectionForm => ({
  inspectedOn: values.inspectedOn,
  inspectorName: values.inspectorName,
  commonArea: values.scope === 'area' ? values.commonArea : '',
  propertyIds: values.scope === 'properties' ? values.listed.map((p) => p.id) : [],
  status: values.status,
  notes: values.notes,
});

/**
 * The fields of an inspection, for recording one and for changing one: day, inspector, status, what was
 * inspected (a common area or a list of properties: chosen when recording, fixed when changing) and notes.
 * `kept` are listed properties that cannot be removed (they have a finding).
 */
export function InspectionFields({
  associationId,
  value,
  onChange,
  fieldError,
  scopeChoice,
  kept,
}: {
  associationId: number;
  value: InspectionValues;
  onChange: (value: InspectionValues) => void;
  fieldError: (field: InspectionField) => string | undefined;
  scopeChoice: boolean;
  kept?: ReadonlySet<number>;
}) {
  const set = (part: Partial<InspectionValues>) => onChange({ ...value, ...part });
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="Date"
          value={value.inspectedOn}
          onChange={(e) => set({ inspectedOn: e.currentTarget.value })}
          error={fieldError('inspectedOn')}
          maw={220}
        />
        <TextInput
          label="Inspector"
          value={value.inspectorName}
          onChange={(e) => set({ inspectorName: e.currentTarget.value })}
          maxLength={120}
          error={fieldError('inspectorName')}
        />
        <NativeSelect
          label="Status"
          value={value.status}
          onChange={(e) => set({ status: e.currentTarget.value as InspectionValues['status'] })}
          data={inspectionStatuses.map((status) => ({
            value: status,
            label: inspectionStatusLabels[status],
          }))}
          error={fieldError('status')}
        />
      </Group>
      {scopeChoice ? (
        <Radio.Group
          label="What was inspected"
          value={value.scope}
          onChange={(scope) => set({ scope: scope === 'properties' ? 'properties' : 'area' })}
        >
          <Group gap="md" mt={4}>
            <Radio value="area" label="A common area" />
            <Radio value="properties" label="A list of properties" />
          </Group>
        </Radio.Group>
      ) : null}
      {value.scope === 'area' ? (
        <TextInput
          label="Common area"
          value={value.commonArea}
          onChange={(e) => set({ commonArea: e.currentTarget.value })}
          maxLength={200}
          error={fieldError('commonArea')}
        />
      ) : (
        <PropertyListField
          associationId={associationId}
          value={value.listed}
          onChange={(listed) => set({ listed })}
          error={fieldError('propertyIds')}
          kept={kept}
        />
      )}
      <Textarea
        label="Notes"
        value={value.notes}
        onChange={(e) => set({ notes: e.currentTarget.value })}
        autosize
        minRows={1}
        maxLength={4000}
        error={fieldError('notes')}
      />
    </>
  );
}
