import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useViolationProperties } from './violation-api';

/** A property as a chooser lists it. */
export interface PickedProperty {
  id: number;
  label: string;
}

/** How a property is labelled in a chooser and on a list: address, then account and owner. */
export const propertyLabel = (p: { address: string; accountNumber: string; ownerName: string }): string =>
  `${p.address} (${p.accountNumber}, ${p.ownerName})`;

/**
 * A property of the association, chosen: found by account, address or owner (the violations' property
 * search), or from `among` (an inspection's list) when given.
 */
export function PropertyChoice({
  associationId,
  value,
  onChange,
  among,
  error,
}: {
  associationId: number;
  value: PickedProperty | null;
  onChange: (property: PickedProperty | null) => void;
  among?: PickedProperty[];
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const found = useViolationProperties(associationId, search);
  const options = among ?? (found.data?.properties ?? []).map((p) => ({ id: p.id, label: propertyLabel(p) }));
  return (
    <Group align="flex-end" wrap="wrap">
      {among ? null : (
        <TextInput
          label="Find the property"
          description="Account, address or owner"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <NativeSelect
        label="Property"
        value={value ? String(value.id) : ''}
        onChange={(event) =>
          onChange(options.find((p) => String(p.id) === event.currentTarget.value) ?? null)
        }
        data={[
          { value: '', label: 'Choose a property' },
          ...(value && !options.some((p) => p.id === value.id) ? [value] : []).map((p) => ({
            value: String(p.id),
            label: p.label,
          })),
          ...options.map((p) => ({ value: String(p.id), label: p.label })),
        ]}
        error={error}
        maw={420}
      />
    </Group>
  );
}
