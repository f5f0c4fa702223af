import '../../components/staff-page-styles';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { onBehalfText } from '@hoa/contracts/messages';
import { type StaffConversationSummary, staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Badge, Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, ColumnsTable } from '../../components/columns-table';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { StaffAreaPage } from '../../components/staff-area';
import { AppLink } from '../../lib/link';
import { useStaffConversations } from './api/get-staff-conversations';

const pageSize = staffPageSizes.default;
const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** /staff/messages: the company's conversations with its owners, newest activity first. */
export function StaffInboxPage() {
  return (
    <StaffAreaPage title="Homeowner messages">
      <Inbox />
    </StaffAreaPage>
  );
}

function Inbox() {
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const [unanswered, setUnanswered] = useState(false);
  const inbox = useStaffConversations({
    search: debounced,
    unanswered: unanswered ? 'true' : 'false',
    page,
    pageSize,
  });
  return (
    <>
      <Group align="flex-end" gap="lg">
        <SearchField
          label="Search messages"
          description="Owner name or subject"
          value={search}
          onSearch={setSearch}
          w={360}
        />
        <Checkbox
          label="Unanswered only"
          checked={unanswered}
          onChange={(event) => {
            setUnanswered(event.currentTarget.checked);
            setPage(1);
          }}
          mb={6}
        />
      </Group>
      <PagedResults
        query={inbox}
        failureTitle="Messages could not be loaded"
        loadingLabel="Loading the messages…"
        countText={(total) => countOf(total, 'conversation')}
        empty={unanswered ? 'Every conversation has been answered.' : 'No conversations found.'}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Message pages"
      >
        {(items) => (
          <ColumnsTable
            items={items}
            columns={columns}
            rowKey={(conversation) => conversation.id}
            label="Conversations"
            minWidth={720}
            caption="Conversations, newest activity first"
          />
        )}
      </PagedResults>
    </>
  );
}

const columns: Column<StaffConversationSummary>[] = [
  {
    header: 'Subject',
    cell: (conversation) => (
      <AppLink to={`/staff/messages/${conversation.id}`}>{conversation.subject}</AppLink>
    ),
  },
  { header: 'Owner', cell: (conversation) => conversation.ownerName },
  {
    header: 'Last message',
    cell: ({ lastMessage }) => (
      <Text size="sm">
        {lastMessage.author === 'management' ? 'Management: ' : ''}
        {lastMessage.onBehalfBy
          ? `${onBehalfText(lastMessage.onBehalfBy.name, lastMessage.authorName)}: `
          : ''}
        {excerpt(lastMessage.body)}
      </Text>
    ),
  },
  {
    header: 'Updated',
    cell: (conversation) => (
      <time dateTime={conversation.updatedAt}>{formatDateTime(conversation.updatedAt)}</time>
    ),
  },
  {
    header: 'Status',
    width: 140,
    nowrap: true,
    cell: (conversation) =>
      conversation.unanswered ? (
        <Badge color="orange" variant="light" c="dark.8">
          Unanswered
        </Badge>
      ) : (
        <Badge color="gray" variant="light" c="dark.8">
          Answered
        </Badge>
      ),
  },
];
