import '../../components/staff-page-styles';
import { type RequestDetail, requestKindLabels } from '@hoa/contracts/community';
import { formatDateTime } from '@hoa/contracts/format';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ObjectPage } from '../../components/object-page';
import { StatusBadge } from '../../components/request-status-badge';
import { productName } from '../../lib/theme/association-store';
import { useStaffRequest } from './api/get-staff-request';
import { useStaffPostMessage } from './api/post-request-message';
import { RequestHistory } from './request-history';
import { RequestParticulars } from './request-particulars';
import { RequestThread } from './request-thread';
import { StatusChangeForm } from './status-change-form';

/** /staff/requests/{id}: one request of the company, its history and thread; management moves it on. */
export function StaffRequestPage() {
  return (
    <ObjectPage
      back={{ to: '/staff/requests', label: '← All homeowner requests' }}
      maw={960}
      staffOnly
      name={{ heading: 'Request', noun: 'request' }}
      notFoundText="This request does not exist or belongs to another management company."
      useObject={useStaffRequest}
      skeleton={loading}
    >
      {(detail) => <Request detail={detail} />}
    </ObjectPage>
  );
}

const loading = (
  <>
    <Skeleton height={28} maw={420} />
    <Skeleton height={120} />
  </>
);

function Request({ detail }: { detail: RequestDetail }) {
  const post = useStaffPostMessage(detail.id);
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
