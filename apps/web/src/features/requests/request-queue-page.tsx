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
import type { RequestQueue } from '@hoa/contracts/request-queue';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { type Column, ColumnsTable } from '../../components/columns-table';
import { PagedResults } from '../../components/paged-results';
import { StatusBadge } from '../../components/request-status-badge';
import { StaffAreaPage } from '../../components/staff-area';
import { AppLink } from '../../lib/link';
import { useRequestQueue } from './api/get-request-queue';
import { ReservationBadge } from './request-labels';

const pageSize = staffPageSizes.default;
const any = { value: '', label: 'Any' };

/** /staff/requests: the company's homeowner requests, newest first, by status, kind and association. */
export function RequestQueuePage() {
  return (
    <StaffAreaPage title="Homeowner requests">
      <Queue />
    </StaffAreaPage>
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
          <ColumnsTable
            items={items}
            columns={columns}
            rowKey={(request) => request.id}
            label="Request queue"
            minWidth={760}
            caption="Requests, newest first"
          />
        )}
      </PagedResults>
    </>
  );
}

const columns: Column<RequestQueue['items'][number]>[] = [
  {
    header: 'Subject',
    cell: (request) => <AppLink to={`/staff/requests/${request.id}`}>{request.subject}</AppLink>,
  },
  { header: 'Owner', cell: (request) => request.ownerName },
  { header: 'Kind', cell: (request) => requestKindLabels[request.kind] },
  { header: 'Association', cell: (request) => request.associationName },
  {
    header: 'Submitted',
    cell: (request) => <time dateTime={request.createdAt}>{formatInstantDate(request.createdAt)}</time>,
  },
  {
    header: 'Status',
    cell: (request) => (
      <Group gap={4}>
        <StatusBadge status={request.status} />
        {request.reservation ? <ReservationBadge status={request.reservation.status} /> : null}
      </Group>
    ),
  },
];
