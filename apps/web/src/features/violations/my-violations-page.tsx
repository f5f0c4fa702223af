import { formatCalendarDate } from '@hoa/contracts/format';
import { type ViolationRow, violationStageLabels } from '@hoa/contracts/violations';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import {
  fetchMyViolationFile,
  useMyViolation,
  useMyViolations,
  useReplyToViolation,
} from '../../components/violations/violation-api';
import {
  ViolationFacts,
  ViolationHistory,
  ViolationPhotos,
} from '../../components/violations/violation-history';
import { formFailure } from '../../lib/api/form-failure';
import { pages } from '../../lib/pages';
import { productName } from '../../lib/theme/association-store';

/**
 * /community/violations (issue 18): the violations at the homeowner's properties, each with the notices
 * the association sent (the letters as PDF), the photos, and a reply to the association.
 */
export function MyViolationsPage() {
  const list = useMyViolations();
  const [openId, setOpenId] = useState(0);
  const rows = list.data?.violations ?? [];
  return (
    <Stack gap="md">
      <title>{`${pages.myViolations.title} · ${productName}`}</title>
      <Title order={1}>{pages.myViolations.title}</Title>
      <QueryStatus
        label="Loading your violations…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && rows.length === 0 ? <Text>There are no violations at your properties.</Text> : null}
      {rows.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.id} style={{ marginBottom: '0.75rem' }}>
              <ViolationCard
                row={row}
                open={openId === row.id}
                onToggle={() => setOpenId(openId === row.id ? 0 : row.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

function ViolationCard({ row, open, onToggle }: { row: ViolationRow; open: boolean; onToggle: () => void }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {row.category} at {row.address}
        </Title>
        <Text size="sm">
          {violationStageLabels[row.stage]} · observed {formatCalendarDate(row.observedOn)} ·{' '}
          {row.ruleReference}
        </Text>
        <Group>
          <Button variant="default" onClick={onToggle} aria-expanded={open}>
            {open ? 'Hide the notices' : 'Notices and reply'}
          </Button>
        </Group>
        {open ? <ViolationDetails id={row.id} /> : null}
      </Stack>
    </Paper>
  );
}

function ViolationDetails({ id }: { id: number }) {
  const detail = useMyViolation(id);
  const [body, setBody] = useState('');
  const reply = useReplyToViolation(id);
  const failure = reply.isError ? formFailure(reply.error, ['body'] as const) : null;
  return (
    <Stack gap="sm">
      <QueryStatus
        label="Loading the violation…"
        isPending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
      {detail.data ? (
        <>
          <ViolationFacts detail={detail.data} />
          <ViolationPhotos
            detail={detail.data}
            scope="mine"
            fetchPhoto={(photo) => fetchMyViolationFile(id, { photo })}
          />
          <ViolationHistory
            detail={detail.data}
            fetchNotice={(notice) => fetchMyViolationFile(id, { notice })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              reply.mutate(body, { onSuccess: () => setBody('') });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Your reply to the association"
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                autosize
                minRows={3}
                maxLength={4000}
                error={failure?.field === 'body' ? failure.message : undefined}
              />
              <Group>
                <Button type="submit" loading={reply.isPending}>
                  Send reply
                </Button>
              </Group>
              {reply.isSuccess ? (
                <Text size="sm" role="status">
                  Your reply was sent.
                </Text>
              ) : null}
              <FailureAlert when={failure !== null && failure.field === null} title="Your reply was not sent">
                {failure?.message}
              </FailureAlert>
            </Stack>
          </form>
        </>
      ) : null}
    </Stack>
  );
}
