import '../../components/staff-page-styles';
import { arcMessages } from '@hoa/contracts/arc-review';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { AppLink } from '../../lib/link';
import { pages } from '../../lib/pages';
import { productName } from '../../lib/theme/association-store';
import { useArcAttachments } from './api/arc-review-actions';
import { ArcFileList } from './arc-file-list';

const fileGroups = [
  { source: 'request', title: 'The homeowner’s files' },
  { source: 'boardMessage', title: 'Files of the board discussion' },
] as const;

/**
 * /board/arcs/{id}/attachments, outside the app frame: every file of an ARC request (the homeowner's and the
 * board's) shown as large as the screen allows, for a board meeting or printing, each to download.
 */
export function ArcAttachmentsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const files = useArcAttachments(valid ? id : 0);
  return (
    <Container fluid py="lg">
      <title>{`${pages.arcAttachments.title} · ${productName}`}</title>
      <Stack gap="md">
        <Group justify="space-between" className="no-print">
          <AppLink to={valid ? `/board/arcs/${id}` : '/board/arcs'}>← Back to the request</AppLink>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
        <Title order={1}>{pages.arcAttachments.title}</Title>
        {!valid ? (
          <Alert color="gray">{arcMessages.notFound}</Alert>
        ) : files.data ? (
          fileGroups.map((group) => (
            <Paper
              key={group.source}
              withBorder
              p="lg"
              radius="md"
              component="section"
              aria-labelledby={`arc-files-${group.source}`}
            >
              <Title order={2} size="h4" id={`arc-files-${group.source}`} mb="xs">
                {group.title}
              </Title>
              <ArcFileList
                files={files.data.filter((file) => file.source === group.source)}
                label={group.title}
                preview="full"
              />
            </Paper>
          ))
        ) : files.error ? (
          <LoadFailure
            error={files.error}
            lines={[arcMessages.attachmentsLoadFailed]}
            retryLabel="Try Again"
            onRetry={() => void files.refetch()}
          />
        ) : (
          <Stack gap="xs" role="status" aria-label="Loading the files…">
            <Skeleton height={24} />
            <Skeleton height={24} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
