import type { AuthenticateBody } from '@hoa/contracts/express-pay';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FailureAlert } from '../../components/failure-alert';
import { renewLink } from './api/link-session';
import { type DeadLinkReason, deadLinkText, expressErrorText, renewable } from './express-errors';

const headings: Record<DeadLinkReason, string> = {
  invalidLink: 'This payment link does not work',
  expiredLink: 'This payment link has expired',
  usedLink: 'This payment link has been used',
  revokedLink: 'This payment link has been withdrawn',
};

/**
 * A link that cannot be used says why, and an ended one (expired or used) offers a fresh link by e-mail to
 * the account's address on file. The answer is the same whether or not an address or account exists.
 */
export function DeadLinkNotice({ reason, link }: { reason: DeadLinkReason; link: AuthenticateBody | null }) {
  const renewal = useMutation({ mutationFn: renewLink });
  return (
    <Stack gap="md">
      <Title order={1}>{headings[reason]}</Title>
      <Text>{deadLinkText(reason)}</Text>
      <Text size="sm" c="dimmed">
        Nothing has been charged by opening this page.
      </Text>
      {link && renewable(reason) ? (
        renewal.isSuccess ? (
          <Alert color="green" role="status" title="Request received">
            {renewal.data}
          </Alert>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Button loading={renewal.isPending} onClick={() => renewal.mutate(link)}>
              E-mail me a new link
            </Button>
            <FailureAlert when={renewal.isError} title="The new link was not sent">
              {expressErrorText(renewal.error)}
            </FailureAlert>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
