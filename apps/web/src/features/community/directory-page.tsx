import { countOf, formatPhone } from '@hoa/contracts/format';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { DirectoryEntry } from '@hoa/contracts/directory';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListPagination } from '../../components/list-pagination';
import { QueryStatus } from '../../components/query-status';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { TableScroll } from '../../components/table-scroll';
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
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
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
            <SearchField
              label="Search the directory"
              description="Name, phone, e-mail, address or title"
              type="search"
              value={search}
              onSearch={setSearch}
              maw={360}
              w="100%"
            />
            <Text size="sm" role="status" aria-live="polite">
              {directory.data ? `${countOf(total, 'neighbour')} listed` : ''}
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
              <TableScroll minWidth={720} label="Directory">
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
                        <Cell value={entry.phone && formatPhone(entry.phone)} />
                        <Cell value={entry.email} />
                        <Cell value={entry.mailingAddress} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Paper>
          ) : null}
          {pages > 1 ? (
            <ListPagination total={pages} value={page} onChange={setPage} aria-label="Directory pages" />
          ) : null}
        </>
      )}
    </Stack>
  );
}
