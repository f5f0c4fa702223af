import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FailureAlert } from '../../components/failure-alert';
import { errorText } from '../../lib/api/error-text';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from './api/calendar';

/** The secret iCalendar address for calendar apps (they cannot sign in, so the address is the key). */
export function CalendarFeedPanel({ associationId }: { associationId: number }) {
  const feed = useCreateCalendarFeed(associationId);
  const revoke = useRevokeCalendarFeed(associationId);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="feed-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="feed-heading">
          Subscribe in your calendar app
        </Title>
        <Text size="sm">
          Add the community events and your own reservations to Google Calendar, Outlook or Apple Calendar.
          The address is private to you: anyone who has it can read these entries. Creating a new address
          turns off the previous one; you can also turn it off altogether.
        </Text>
        {feed.data ? (
          <Group align="end">
            <TextInput
              label="Your subscription address"
              readOnly
              value={feed.data.url}
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={feed.data.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy address'}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        <FailureAlert when={feed.error || revoke.error}>{errorText(feed.error ?? revoke.error)}</FailureAlert>
        {revoke.isSuccess && !feed.data ? (
          <Text size="sm" role="status">
            Your subscription address is turned off. Calendar apps using it no longer get updates.
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            variant={feed.data ? 'default' : 'filled'}
            loading={feed.isPending}
            onClick={() => {
              revoke.reset();
              feed.mutate();
            }}
          >
            {feed.data ? 'Create a new address' : 'Get my subscription address'}
          </Button>
          <Button
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => feed.reset() })}
          >
            Turn off my address
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
