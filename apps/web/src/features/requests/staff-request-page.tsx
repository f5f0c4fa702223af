import '../../components/staff-page-styles';
import { requestKindLabels } from '@hoa/contracts/community';
import { formatDateTime } from '@hoa/contracts/format';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { StatusBadge } from '../../components/request-status-badge';
import { StaffArea } from '../../components/staff-area';
import { isApiError } from '../../lib/api/request-failure';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useStaffRequest } from './api/get-staff-request';
import { useStaffPostMessage } from './api/post-request-message';
import { RequestHistory } from './request-history';
import { RequestParticulars } from './request-particulars';
import { RequestThread } from './request-thread';
import { StatusChangeForm } from './status-change-form';

/** /staff/requests/{id}: one request of the company, its history and thread; management moves it on. */
export function StaffRequestPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="lg" maw={960}>
      <AppLink to="/staff/requests">← All homeowner requests</AppLink>
      <StaffArea>{valid ? <Request id={id} /> : <NotFound />}</StaffArea>
    </Stack>
  );
}

function NotFound() {
  return (
    <>
      <title>{`Request not found · ${productName}`}</title>
      <Title order={1}>Request not found</Title>
      <Alert color="gray">This request does not exist or belongs to another management company.</Alert>
    </>
  );
}

function Request({ id }: { id: number }) {
  const request = useStaffRequest(id);
  const post = useStaffPostMessage(id);
  if (isApiError(request.error) && request.error.status === 404) return <NotFound />;
  const detail = request.data;
  if (!detail) {
    return (
      <>
        <Title order={1}>Request</Title>
        {request.error ? (
          <LoadFailure
            title="The request could not be loaded"
            error={request.error}
            onRetry={() => void request.refetch()}
          />
        ) : (
          <Stack gap="sm" role="status" aria-label="Loading the request…">
            <Skeleton height={28} maw={420} />
            <Skeleton height={120} />
          </Stack>
        )}
      </>
    );
  }
  return (
    <>
      <title>{`${detail.subject} · ${productName}`}</title>
      <Title order={1}>{detail.subject}</Title>
      <Group gap="xs">
        <StatusBadge status={detail.status} />
        <Text size="sm">
          {requestKindLabels[detail.kind]} · {detail.ownerName} · {detail.address}, {detail.associationName} ·
          submitted {formatDateTime(detail.createdAt)}
        </Text>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <RequestParticulars detail={detail} />
          <RequestHistory history={detail.history} viewer="management" />
          <StatusChangeForm key={detail.status} request={detail} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <RequestThread messages={detail.messages} post={post} />
      </Paper>
    </>
  );
}
