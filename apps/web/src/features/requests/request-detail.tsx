import { requestKindLabels } from '@hoa/contracts/community';
import { formatDateTime } from '@hoa/contracts/format';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { StatusBadge } from '../../components/request-status-badge';
import { AppLink } from '../../lib/link';
import { useChangeStatus, usePostMessage, useRequest } from './api/requests';
import { RequestAttachFiles } from './request-attach-files';
import { RequestHistory } from './request-history';
import { RequestParticulars } from './request-particulars';
import { RequestThread } from './request-thread';

/** One request: details, attachments, status history and the message thread. */
export function RequestDetail({ id }: { id: number }) {
  const request = useRequest(id);
  const close = useChangeStatus(id);
  const post = usePostMessage(id);
  const [confirming, setConfirming] = useState(false);
  if (!request.data) {
    return (
      <QueryStatus
        label="Loading the request…"
        isPending={request.isPending}
        error={request.error}
        onRetry={() => void request.refetch()}
      />
    );
  }
  const detail = request.data;
  // the server's rule too: a decided request, or a reservation whose time has come, is settled
  const started =
    detail.reservation !== null && new Date(detail.reservation.startsAt).getTime() <= Date.now();
  const open = detail.status !== 'closed' && detail.status !== 'declined' && !started;
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby="request-heading">
      <Stack gap="md">
        <div>
          <AppLink to="/community/requests">Back to all requests</AppLink>
          <Title order={2} size="h3" id="request-heading" mt="xs">
            {detail.subject}
          </Title>
          <Group gap="xs" mt={4}>
            <StatusBadge status={detail.status} />
            <Text size="sm">
              {requestKindLabels[detail.kind]} · {detail.address} · submitted{' '}
              {formatDateTime(detail.createdAt)}
            </Text>
          </Group>
        </div>
        <RequestParticulars detail={detail} />
        {detail.kind === 'arc' && open ? (
          <RequestAttachFiles requestId={id} existing={detail.attachments.length} />
        ) : null}
        <RequestHistory history={detail.history} viewer="homeowner" />
        <RequestThread messages={detail.messages} post={post} />
        {open ? (
          <Group>
            {confirming ? (
              <>
                <Text size="sm">Withdraw this request? Management will see it as closed.</Text>
                <Button
                  color="red"
                  loading={close.isPending}
                  onClick={() => close.mutate({ status: 'closed', note: 'Withdrawn by the homeowner.' })}
                >
                  Yes, withdraw
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </>
            ) : (
              <Button variant="default" onClick={() => setConfirming(true)}>
                Withdraw request
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
