import '../../components/staff-page-styles';
import {
  type RequestKind,
  type RequestStatus,
  requestKindLabels,
  requestKinds,
  requestStatuses,
  requestStatusLabels,
} from '@hoa/contracts/community';
import { countOf, formatInstantDate } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Group, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../components/paged-results';
import { StatusBadge } from '../../components/request-status-badge';
import { StaffArea } from '../../components/staff-area';
import { TableScroll } from '../../components/table-scroll';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useRequestQueue } from './api/get-request-queue';
import { ReservationBadge } from './request-labels';

const pageSize = staffPageSizes.default;
const any = { value: '', label: 'Any' };

/** /staff/requests: the company's homeowner requests, newest first, by status, kind and association. */
export function RequestQueuePage() {
  return (
    <Stack gap="md">
      <title>{`Homeowner requests · ${productName}`}</title>
      <Title order={1}>Homeowner requests</Title>
      <StaffArea>
        <Queue />
      </StaffArea>
    </Stack>
  );
}

function Queue() {
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [kind, setKind] = useState<RequestKind | ''>('');
  const [associationId, setAssociationId] = useState('');
  const [page, setPage] = useState(1);
  const queue = useRequestQueue({
    status: status || undefined,
    kind: kind || undefined,
    associationId: associationId ? Number(associationId) : undefined,
    page,
    pageSize,
  });
  const filter =
    <T extends string>(set: (value: T) => void) =>
    (event: { currentTarget: { value: string } }) => {
      set(event.currentTarget.value as T);
      setPage(1);
    };
  return (
    <>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Status"
          value={status}
          onChange={filter<RequestStatus | ''>(setStatus)}
          data={[any, ...requestStatuses.map((value) => ({ value, label: requestStatusLabels[value] }))]}
        />
        <NativeSelect
          label="Kind"
          value={kind}
          onChange={filter<RequestKind | ''>(setKind)}
          data={[any, ...requestKinds.map((value) => ({ value, label: requestKindLabels[value] }))]}
        />
        <NativeSelect
          label="Association"
          value={associationId}
          onChange={filter(setAssociationId)}
          data={[
            any,
            ...(queue.data?.associations ?? []).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
      </Group>
      <PagedResults
        query={queue}
        failureTitle="Requests could not be loaded"
        loadingLabel="Loading the requests…"
        countText={(total) => countOf(total, 'request')}
        empty={'No requests match these filters.'}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Request pages"
      >
        {(items) => (
          <TableScroll minWidth={760} label="Request queue">
            <Table striped>
              <Table.Caption>Requests, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Association</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      <AppLink to={`/staff/requests/${request.id}`}>{request.subject}</AppLink>
                    </Table.Td>
                    <Table.Td>{request.ownerName}</Table.Td>
                    <Table.Td>{requestKindLabels[request.kind]}</Table.Td>
                    <Table.Td>{request.associationName}</Table.Td>
                    <Table.Td>
                      <time dateTime={request.createdAt}>{formatInstantDate(request.createdAt)}</time>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <StatusBadge status={request.status} />
                        {request.reservation ? (
                          <ReservationBadge status={request.reservation.status} />
                        ) : null}
                      </Group>
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
