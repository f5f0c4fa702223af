import '../../components/staff-page-styles';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { onBehalfText } from '@hoa/contracts/messages';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Badge, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../components/paged-results';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { StaffArea } from '../../components/staff-area';
import { TableScroll } from '../../components/table-scroll';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useStaffConversations } from './api/get-staff-conversations';

const pageSize = staffPageSizes.default;
const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** /staff/messages: the company's conversations with its owners, newest activity first. */
export function StaffInboxPage() {
  return (
    <Stack gap="md">
      <title>{`Homeowner messages · ${productName}`}</title>
      <Title order={1}>Homeowner messages</Title>
      <StaffArea>
        <Inbox />
      </StaffArea>
    </Stack>
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
          <TableScroll minWidth={720} label="Conversations">
            <Table striped>
              <Table.Caption>Conversations, newest activity first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Last message</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th w={140}>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((conversation) => (
                  <Table.Tr key={conversation.id}>
                    <Table.Td>
                      <AppLink to={`/staff/messages/${conversation.id}`}>{conversation.subject}</AppLink>
                    </Table.Td>
                    <Table.Td>{conversation.ownerName}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {conversation.lastMessage.author === 'management' ? 'Management: ' : ''}
                        {conversation.lastMessage.onBehalfBy
                          ? `${onBehalfText(conversation.lastMessage.onBehalfBy.name, conversation.lastMessage.authorName)}: `
                          : ''}
                        {excerpt(conversation.lastMessage.body)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <time dateTime={conversation.updatedAt}>{formatDateTime(conversation.updatedAt)}</time>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {conversation.unanswered ? (
                        <Badge color="orange" variant="light" c="dark.8">
                          Unanswered
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light" c="dark.8">
                          Answered
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </PagedResults>
    </>
  );
}
