import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { DirectoryEntry } from '@hoa/contracts/directory';
import { Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { AppLink } from '../../lib/link';
import { useSessionValue, useSignedInUserId } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { getDirectory } from './api/get-directory';
import { communityKeys } from './community-keys';

const pageSize = 20;

function Cell({ value }: { value: string | undefined }) {
  return value ? (
    <Table.Td>{value}</Table.Td>
  ) : (
    <Table.Td>
      <Text span c="dimmed" aria-label="Not shared">
        —
      </Text>
    </Table.Td>
  );
}

/** /community/directory: neighbours of the selected community who chose to be listed, searchable, in pages. */
export function DirectoryPage() {
  const userId = useSignedInUserId();
  const associationId = useSessionValue((s) => s.selectedAssociationId);
  const associationName = useSessionValue(
    (s) => s.properties.find((p) => p.associationId === s.selectedAssociationId)?.associationName ?? null,
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const directory = useQuery({
    queryKey: communityKeys.directory(userId, associationId, { search: debounced, page }),
    queryFn: ({ signal }) =>
      getDirectory(associationId as number, { search: debounced, page, pageSize }, signal),
    enabled: userId !== null && associationId !== null,
    placeholderData: keepPreviousData,
  });
  const total = directory.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const entries: DirectoryEntry[] = directory.data?.entries ?? [];
  return (
    <Stack gap="lg">
      <title>{`Directory · ${productName}`}</title>
      <Title order={1}>Directory</Title>
      {associationId === null ? (
        <Text>Choose a community with the property selector to see its directory.</Text>
      ) : (
        <>
          <Text>
            Neighbours{associationName ? ` in ${associationName}` : ''} who chose to be listed, with what each
            chose to share. Choose what you share in your{' '}
            <AppLink to="/my/profile-settings">profile settings</AppLink>.
          </Text>
          <Group align="flex-end" justify="space-between">
            <TextInput
              label="Search the directory"
              description="Name, phone, e-mail, address or title"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              maw={360}
              w="100%"
            />
            <Text size="sm" role="status" aria-live="polite">
              {directory.data ? `${total} ${total === 1 ? 'neighbour' : 'neighbours'} listed` : ''}
            </Text>
          </Group>
          <QueryStatus
            label="Loading the directory…"
            isPending={directory.isPending}
            error={directory.error}
            onRetry={() => void directory.refetch()}
          />
          {directory.data && entries.length === 0 ? (
            <Text>
              {debounced ? `No one listed matches “${debounced}”.` : 'No one is listed in the directory yet.'}
            </Text>
          ) : null}
          {entries.length > 0 ? (
            <Paper withBorder>
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="sm" aria-label="Directory">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Title</Table.Th>
                      <Table.Th scope="col">Phone</Table.Th>
                      <Table.Th scope="col">E-mail</Table.Th>
                      <Table.Th scope="col">Mailing address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.ownerId}>
                        <Cell value={entry.name} />
                        <Cell value={entry.title} />
                        <Cell value={entry.phone} />
                        <Cell value={entry.email} />
                        <Cell value={entry.mailingAddress} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          ) : null}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
