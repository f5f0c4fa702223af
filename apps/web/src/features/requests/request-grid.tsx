import { type RequestSummary, requestKindLabels } from '@hoa/contracts/community';
import { formatInstantDate } from '@hoa/contracts/format';
import { Text } from '@mantine/core';
import { DataGrid, type GridColumn } from '../../components/data-grid/data-grid';
import { StatusBadge } from '../../components/request-status-badge';
import { AppLink } from '../../lib/link';
import { ReservationBadge, reservationText } from './request-labels';

const columns: GridColumn<RequestSummary>[] = [
  {
    id: 'request',
    title: 'Request',
    render: (request) => (
      <>
        <AppLink to={`/community/requests?id=${request.id}`}>{request.subject}</AppLink>
        {request.reservation ? (
          <Text size="xs">
            {reservationText(request.reservation)} <ReservationBadge status={request.reservation.status} />
          </Text>
        ) : null}
      </>
    ),
  },
  { id: 'association', title: 'Association', render: (request) => request.associationName },
  { id: 'type', title: 'Type', render: (request) => requestKindLabels[request.kind] },
  { id: 'status', title: 'Status', width: 130, render: (request) => <StatusBadge status={request.status} /> },
  {
    id: 'submitted',
    title: 'Submitted',
    width: 130,
    render: (request) => <span style={{ whiteSpace: 'nowrap' }}>{formatInstantDate(request.createdAt)}</span>,
  },
];

/** The homeowner's requests as a grid with a saved layout (newest first, as the server sends them). */
export function RequestGrid({ requests, caption }: { requests: RequestSummary[]; caption: string }) {
  return (
    <DataGrid
      gridId="requests"
      label={caption}
      caption={caption}
      columns={columns}
      records={requests}
      rowKey={(request) => request.id}
      minTableWidth={640}
    />
  );
}
