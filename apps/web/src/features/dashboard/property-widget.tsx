import { Skeleton, Stack, Text } from '@mantine/core';
import { AppLink } from '../../app/link';
import { QueryStatus } from '../billing/components/query-status';
import { useCurrentProperty } from '../community/use-current-property';
import { formatAddress } from '../property/property-selection';

/** The property chosen in the header. */
export function CurrentPropertyWidget() {
  const { settings, property, associationName } = useCurrentProperty();
  if (settings.error) {
    return (
      <QueryStatus
        label=""
        isPending={false}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (settings.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading your property…">
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
      </Stack>
    );
  }
  if (!property) return <Text>{associationName ?? 'No property chosen.'}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>{formatAddress(property)}</Text>
      <Text size="sm">{property.associationName}</Text>
      <Text size="sm">Account {property.accountNumber}</Text>
      <Text size="sm" mt="xs">
        <AppLink to="/my/profile-settings">Profile settings</AppLink>
      </Text>
    </Stack>
  );
}
