import '../../components/community-page-styles';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/link';
import { formatAddress } from '../../lib/session/property-selection';
import { useCurrentProperty } from '../../lib/session/use-current-property';
import { productName } from '../../lib/theme/association-store';
import { useRequests } from './api/requests';
import { RequestDetail } from './request-detail';
import { RequestGrid } from './request-grid';
import { RequestList } from './request-list';

/** /community/requests — the requests you submitted; ?id= opens one with its history and thread. */
export function RequestsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const requests = useRequests({});
  // the requests of the property chosen in the header (owners of several see one property at a time)
  const { property } = useCurrentProperty();
  const shown = property
    ? requests.data?.filter((request) => request.propertyId === property.propertyId)
    : requests.data;
  const caption = property
    ? `Your requests for ${formatAddress(property)}, newest first`
    : 'Your requests, newest first';
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
        caption={caption}
        full={(rows) => <RequestGrid requests={rows} caption={caption} />}
        requests={shown}
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty={
          property
            ? 'You have not submitted any requests for this property yet.'
            : 'You have not submitted any requests yet.'
        }
      />
    </Stack>
  );
}
