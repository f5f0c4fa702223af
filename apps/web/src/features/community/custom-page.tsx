import '../../components/community-page-styles';
import { communityMessages } from '@hoa/contracts/community';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { AssociationRequired } from '../../components/association-required';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { useCustomPage } from './api/community-content';
import { PlainText } from './plain-text';

function CustomContent({ associationId, legacyAction }: { associationId: number; legacyAction: string }) {
  const page = useCustomPage(associationId, legacyAction);
  if (page.isPending || page.error) {
    return (
      <QueryStatus
        label="Loading the page…"
        isPending={page.isPending}
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (!page.data) {
    return (
      <>
        <title>{`Page not found · ${productName}`}</title>
        <Title order={1}>Page not found</Title>
        <Alert color="gray" role="status">
          {communityMessages.customPageNotFound}
        </Alert>
      </>
    );
  }
  return (
    <>
      <title>{`${page.data.title} · ${productName}`}</title>
      <Title order={1}>{page.data.title}</Title>
      <Paper withBorder p="lg" radius="md">
        <PlainText text={page.data.body} />
      </Paper>
    </>
  );
}

/** /custom/{legacyAction} — one of the association's custom pages, its stored text shown as text. */
export function CustomPage() {
  const { legacyAction = '' } = useParams();
  return (
    <Stack gap="lg" maw={820}>
      <AssociationRequired>
        {(associationId) => <CustomContent associationId={associationId} legacyAction={legacyAction} />}
      </AssociationRequired>
    </Stack>
  );
}
