import { countOf } from '@hoa/contracts/format';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Alert, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { ListPagination } from '../../components/list-pagination';
import { SearchField, usePagedSearch } from '../../components/search-field';
import { TableScroll } from '../../components/table-scroll';
import { isApiError } from '../../lib/api/request-failure';
import { isStaffArea, useSecurity } from '../../lib/session/api/get-security';
import { keepForMimicReturn } from '../../lib/session/mimic-return';
import { session } from '../../lib/session/session';
import { productName } from '../../lib/theme/association-store';
import { useHomeownerSearch } from './api/search-homeowners';
import { useStartMimic } from './api/start-mimic';

const pageSize = 20;

/** /staff (beyond the spec): find a homeowner of the company and enter the portal as them (mimic mode). */
export function StaffPage() {
  const { data: security, isPending } = useSecurity();
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const allowed = isStaffArea(security);
  const results = useHomeownerSearch({ search: debounced, page, pageSize });
  const mimic = useStartMimic();
  const [mimicFailure, setMimicFailure] = useState<string | null>(null);

  const actAs = async (userId: number) => {
    setMimicFailure(null);
    try {
      const { handoverUrl } = await mimic.mutateAsync(userId);
      // The staff session waits in this tab (not ended) for the banner's Exit; the hand-over page starts
      // the homeowner's (ADR 040, 105).
      keepForMimicReturn(session.setAside());
      globalThis.location.assign(handoverUrl);
    } catch (error) {
      const reason = isApiError(error) ? error.body?.message : undefined;
      setMimicFailure(
        reason
          ? `Mimic mode could not be started: ${reason}`
          : 'Mimic mode could not be started. Please try again.',
      );
    }
  };

  return (
    <Stack gap="md">
      <title>{`Staff · ${productName}`}</title>
      <Title order={1}>Homeowner search</Title>
      {isPending ? null : !allowed ? (
        <Text>This area is for management company staff.</Text>
      ) : (
        <>
          <SearchField
            label="Search homeowners"
            description="Name, e-mail, account number or address"
            value={search}
            onSearch={setSearch}
            maw={480}
          />
          {results.isError ? (
            <Alert color="red" role="alert" title="Search failed">
              The homeowner search could not be loaded. Please try again.
            </Alert>
          ) : (
            <Text size="sm" role="status">
              {results.data ? `${countOf(results.data.total, 'homeowner')} found` : 'Searching…'}
            </Text>
          )}
          <FailureAlert when={mimicFailure} title="Act as failed">
            {mimicFailure}
          </FailureAlert>
          <TableScroll minWidth={640} label="Homeowners found">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Properties</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Action</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(results.data?.items ?? []).map((homeowner) => (
                  <Table.Tr key={homeowner.userId}>
                    <Table.Td>{homeowner.displayName}</Table.Td>
                    <Table.Td>{homeowner.email}</Table.Td>
                    <Table.Td>
                      {homeowner.properties.map((property) => (
                        <Text key={property.propertyId} size="sm">
                          {property.address1} · {property.accountNumber} · {property.associationName}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        loading={mimic.isPending && mimic.variables === homeowner.userId}
                        onClick={() => void actAs(homeowner.userId)}
                        aria-label={`Act as ${homeowner.displayName}`}
                      >
                        Act as
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {results.data && results.data.total > pageSize ? (
            <ListPagination
              total={Math.ceil(results.data.total / pageSize)}
              value={page}
              onChange={setPage}
              aria-label="Result pages"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
