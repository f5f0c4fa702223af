import { requestKindLabels } from '@hoa/contracts/community';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink } from '../../app/link';
import { QueryStatus } from '../billing/components/query-status';
import { downloadAttachment, useChangeStatus, usePostMessage, useRequest } from './api/requests';
import { RequestHistory } from './request-history';
import { formatDateTime, ReservationBadge, reservationText, StatusBadge } from './request-labels';
import { RequestThread } from './request-thread';

/** Downloads an attachment with the bearer token and hands it to the browser as a file. */
export async function saveAttachment(requestId: number, attachment: { id: number; fileName: string }) {
  const blob = await downloadAttachment(requestId, attachment.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
  const open = detail.status !== 'closed' && detail.status !== 'declined';
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
        {detail.reservation ? (
          <Text>
            Reservation: {reservationText(detail.reservation)}{' '}
            <ReservationBadge status={detail.reservation.status} />
          </Text>
        ) : null}
        {detail.arcType ? <Text>ARC type: {detail.arcType}</Text> : null}
        {detail.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.description}</Text> : null}
        {detail.attachments.length > 0 ? (
          <section aria-labelledby="attachments-heading">
            <Title order={3} size="h5" id="attachments-heading">
              Attachments
            </Title>
            <List>
              {detail.attachments.map((attachment) => (
                <List.Item key={attachment.id}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => void saveAttachment(id, attachment)}
                  >
                    Download {attachment.fileName} ({Math.max(1, Math.round(attachment.sizeBytes / 1024))} KB)
                  </Button>
                </List.Item>
              ))}
            </List>
          </section>
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
