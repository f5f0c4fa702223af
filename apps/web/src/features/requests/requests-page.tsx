import '../../components/community-page-styles';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useRequests } from './api/requests';
import { RequestDetail } from './request-detail';
import { RequestList } from './request-list';

/** /community/requests — the requests you submitted; ?id= opens one with its history and thread. */
export function RequestsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const requests = useRequests({});
  return (
    <Stack gap="lg" maw={960}>
      <title>{`My requests · ${productName}`}</title>
      <Group justify="space-between">
        <Title order={1}>My requests</Title>
        <Button component={AppLink} to="/community/new-request">
          New request
        </Button>
      </Group>
      {Number.isInteger(id) && id > 0 ? <RequestDetail id={id} /> : null}
      <RequestList
        caption="Your requests, newest first"
        requests={requests.data}
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty="You have not submitted any requests yet."
      />
    </Stack>
  );
}
