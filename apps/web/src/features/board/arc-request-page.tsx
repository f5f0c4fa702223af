import '../../components/staff-page-styles';
import { type ArcRequestDetail, arcMessages } from '@hoa/contracts/arc-review';
import { formatDateTime, formatInstantDate } from '@hoa/contracts/format';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ObjectPage } from '../../components/object-page';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { StatusBadge } from '../../components/request-status-badge';
import { UserText } from '../../components/user-text';
import { AppLink } from '../../lib/link';
import { pages } from '../../lib/pages';
import { productName } from '../../lib/theme/association-store';
import { useArcRequest } from './api/arc-requests';
import { ArcDecisionPanel } from './arc-decision-panel';
import { ArcDiscussion } from './arc-discussion';
import { ArcFileList } from './arc-file-list';
import { DaysLeft } from './arc-labels';
import { ArcVotePanel } from './arc-vote-panel';

/** /board/arcs/{id}: one ARC request for its board: the request, the votes, the decision, the discussion. */
export function ArcRequestPage() {
  return (
    <ObjectPage
      back={{ to: '/board/arcs', label: '← All ARC requests' }}
      maw={1040}
      name={{ heading: pages.arcRequest.title, noun: 'ARC request', titled: true }}
      notFoundText={arcMessages.notFound}
      useObject={useArcRequest}
      skeleton={loading}
    >
      {(detail) => <ArcRequest detail={detail} />}
    </ObjectPage>
  );
}

const loading = (
  <>
    <Skeleton height={28} maw={420} />
    <Skeleton height={160} />
    <Skeleton height={200} />
  </>
);

function ArcRequest({ detail }: { detail: ArcRequestDetail }) {
  const heading = `${detail.arcType ?? detail.subject}: ${detail.address}`;
  return (
    <>
      <title>{`${heading} · ${productName}`}</title>
      <Stack gap={6}>
        <Title order={1}>{heading}</Title>
        <Group gap="sm">
          <StatusBadge status={detail.status} />
          <DaysLeft request={detail} />
        </Group>
      </Stack>
      <Particulars detail={detail} />
      <Paper withBorder p="lg" radius="md">
        <ArcVotePanel detail={detail} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <ArcDecisionPanel detail={detail} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <ArcDiscussion requestId={detail.id} />
      </Paper>
    </>
  );
}

/** A term and its value, for the request's facts. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {term}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Particulars({ detail }: { detail: ArcRequestDetail }) {
  const requestFiles = detail.attachments.filter((file) => file.source === 'request');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arc-request-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="arc-request-heading">
          The request
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
          <Fact term="Association">{detail.associationName}</Fact>
          <Fact term="Property">
            {detail.property.address} (account {detail.property.accountNumber})
          </Fact>
          <Fact term="Applicant">
            {detail.applicant.name}
            {detail.applicant.email ? (
              <>
                {' · '}
                <Anchor href={`mailto:${detail.applicant.email}`} size="sm">
                  {detail.applicant.email}
                </Anchor>
              </>
            ) : null}
          </Fact>
          <Fact term="Type">{detail.arcType ?? detail.subject}</Fact>
          <Fact term="Submitted">{formatDateTime(detail.createdAt)}</Fact>
          <Fact term="Review deadline">{formatInstantDate(detail.reviewDeadline)}</Fact>
        </SimpleGrid>
        {detail.description ? (
          <div>
            <Title order={3} size="h5" mb={4}>
              Description
            </Title>
            <UserText size="sm">{detail.description}</UserText>
          </div>
        ) : null}
        <div>
          <Title order={3} size="h5" mb={4}>
            The homeowner’s files
          </Title>
          <ArcFileList files={requestFiles} label="The homeowner’s files" />
          {/* the full-screen page serves a board meeting even when only the homeowner sent files */}
          {detail.attachments.length > 0 ? (
            <Text size="sm" mt={4}>
              <AppLink to={`/board/arcs/${detail.id}/attachments`}>
                All files full screen, with the board discussion’s ({detail.attachments.length})
              </AppLink>
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
