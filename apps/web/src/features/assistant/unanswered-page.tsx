import '../../components/staff-page-styles';
import type { UnansweredList } from '@hoa/contracts/assistant';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, ColumnsTable } from '../../components/columns-table';
import { QueryStatus } from '../../components/query-status';
import { StaffAreaPage } from '../../components/staff-area';
import { UserText } from '../../components/user-text';
import { useUnanswered } from './api/get-unanswered';

type Item = UnansweredList['questions'][number];

const limit = 200;

const reasons: Record<Item['reason'], string> = {
  declined: 'Declined',
  notHelpful: 'Marked not helpful',
};

/** /staff/assistant-questions: what homeowners asked that the documents did not answer (issue 16). */
export function UnansweredPage() {
  return (
    <StaffAreaPage
      title="Unanswered questions"
      intro={
        <Text>
          Questions the rules assistant could not answer from an association's documents, or whose answer the
          homeowner marked not helpful, newest first: what the documents may be missing.
        </Text>
      }
    >
      <UnansweredTable />
    </StaffAreaPage>
  );
}

function UnansweredTable() {
  const list = useUnanswered(limit);
  const [associationId, setAssociationId] = useState('');
  const questions = list.data?.questions ?? [];
  const associations = [...new Map(questions.map((item) => [item.associationId, item.associationName]))].sort(
    (a, b) => a[1].localeCompare(b[1]),
  );
  const shown = associationId
    ? questions.filter((item) => String(item.associationId) === associationId)
    : questions;

  return (
    <Stack gap="md">
      <NativeSelect
        label="Association"
        value={associationId}
        onChange={(event) => setAssociationId(event.currentTarget.value)}
        data={[
          { value: '', label: 'All associations' },
          ...associations.map(([id, name]) => ({ value: String(id), label: name })),
        ]}
        w={{ base: '100%', xs: 320 }}
      />
      <QueryStatus
        label="Loading the questions…"
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data && (
        <>
          <Text size="sm" role="status">
            {shown.length === 0 ? 'No unanswered questions.' : countOf(shown.length, 'question')}
          </Text>
          {shown.length > 0 && (
            <ColumnsTable
              items={shown}
              columns={columns}
              rowKey={(item) => item.messageId}
              label="Unanswered questions"
              minWidth={720}
              caption="Questions the documents did not answer, newest first"
              verticalSpacing="sm"
            />
          )}
        </>
      )}
    </Stack>
  );
}

const columns: Column<Item>[] = [
  { header: 'Association', cell: (item) => item.associationName },
  { header: 'Question', cell: (item) => <UserText size="sm">{item.question}</UserText> },
  {
    header: 'Asked',
    nowrap: true,
    cell: (item) => <time dateTime={item.askedAt}>{formatDateTime(item.askedAt)}</time>,
  },
  { header: 'Reason', nowrap: true, cell: (item) => reasons[item.reason] },
  { header: 'Sent to management', cell: (item) => (item.sentToManagement ? 'Yes' : 'No') },
];
