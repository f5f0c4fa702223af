import { Skeleton, Stack, Text } from '@mantine/core';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { formatAddress } from '../../lib/session/property-selection';
import { useCurrentProperty } from '../../lib/session/use-current-property';

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
