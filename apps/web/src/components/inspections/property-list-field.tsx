import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type PickedProperty, PropertyChoice } from '../violations/property-choice';

/**
 * An inspection's list of properties, built one property at a time: found by account, address or owner,
 * added, and removed again; `kept` are the ones that cannot be removed (they have a finding), each with
 * the reason said next to it. Used to record an inspection and to change one.
 */
export function PropertyListField({
  associationId,
  value,
  onChange,
  error,
  kept = new Set<number>(),
}: {
  associationId: number;
  value: PickedProperty[];
  onChange: (properties: PickedProperty[]) => void;
  error?: string | undefined;
  kept?: ReadonlySet<number>;
}) {
  const [candidate, setCandidate] = useState<PickedProperty | null>(null);
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="wrap">
        <PropertyChoice associationId={associationId} value={candidate} onChange={setCandidate} />
        <Button
          variant="default"
          disabled={!candidate}
          onClick={() => {
            if (candidate && !value.some((p) => p.id === candidate.id)) onChange([...value, candidate]);
            setCandidate(null);
          }}
        >
          Add to the list
        </Button>
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
      <ul aria-label="Properties on the list" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {value.map((p) => (
          <li key={p.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {p.label}
              </Text>
              {kept.has(p.id) ? (
                <Text size="xs" c="dimmed">
                  (has a finding, so it stays)
                </Text>
              ) : (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onChange(value.filter((one) => one.id !== p.id))}
                  aria-label={`Remove ${p.label} from the list`}
                >
                  Remove
                </Button>
              )}
            </Group>
          </li>
        ))}
      </ul>
      {value.length === 0 ? <Text size="sm">No properties on the list yet.</Text> : null}
    </Stack>
  );
}
