import '../../components/staff-page-styles';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Badge, Checkbox, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { StaffArea } from '../../components/staff-area';
import { TableSkeleton } from '../../components/table-skeleton';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useStaffConversations } from './api/get-staff-conversations';
import { formatSentAt } from './message-time';

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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [unanswered, setUnanswered] = useState(false);
  const [page, setPage] = useState(1);
  const inbox = useStaffConversations({
    search: debounced,
    unanswered: unanswered ? 'true' : 'false',
    page,
    pageSize,
  });
  const data = inbox.data;
  return (
    <>
      <Group align="flex-end" gap="lg">
        <TextInput
          label="Search messages"
          description="Owner name or subject"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
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
      {inbox.error ? (
        <LoadFailure
          title="Messages could not be loaded"
          error={inbox.error}
          onRetry={() => void inbox.refetch()}
        />
      ) : !data ? (
        <TableSkeleton label="Loading the messages…" />
      ) : (
        <>
          <Text size="sm" role="status">
            {data.total === 1 ? '1 conversation' : `${data.total} conversations`}
          </Text>
          {data.items.length > 0 ? (
            <Table.ScrollContainer minWidth={720}>
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
                  {data.items.map((conversation) => (
                    <Table.Tr key={conversation.id}>
                      <Table.Td>
                        <AppLink to={`/staff/messages/${conversation.id}`}>{conversation.subject}</AppLink>
                      </Table.Td>
                      <Table.Td>{conversation.ownerName}</Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {conversation.lastMessage.author === 'management' ? 'Management: ' : ''}
                          {excerpt(conversation.lastMessage.body)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={conversation.updatedAt}>{formatSentAt(conversation.updatedAt)}</time>
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
            </Table.ScrollContainer>
          ) : (
            <Text>{unanswered ? 'Every conversation has been answered.' : 'No conversations found.'}</Text>
          )}
          {data.total > pageSize ? (
            <Pagination
              total={Math.ceil(data.total / pageSize)}
              value={page}
              onChange={setPage}
              aria-label="Message pages"
            />
          ) : null}
        </>
      )}
    </>
  );
}
