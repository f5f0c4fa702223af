import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { AppLink } from '../../lib/link';

/** Three lines while a list of requests loads. */
export function RequestListLoading() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading your requests…">
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}

export function RecentRequestsLinks() {
  return (
    <Group gap="xs">
      <Button component={AppLink} to="/community/new-request" size="sm">
        New request
      </Button>
      <Button component={AppLink} to="/community/requests" size="sm" variant="default">
        All requests
      </Button>
    </Group>
  );
}

export function ReservationsLinks() {
  return (
    <Text size="sm">
      <AppLink to="/community/calendar">Open the community calendar</AppLink>
    </Text>
  );
}

/**
 * The two request cards while they load, in their loading shape: the dashboard shows these while the
 * widgets' own code is still loading too, so nothing moves when it arrives.
 */
export function RecentRequestsWidgetLoading() {
  return (
    <>
      <RequestListLoading />
      <RecentRequestsLinks />
    </>
  );
}

export function ReservationsWidgetLoading() {
  return (
    <>
      <RequestListLoading />
      <ReservationsLinks />
    </>
  );
}
