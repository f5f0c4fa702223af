import {
  type RequestStatus,
  type RequestSummary,
  type ReservationStatus,
  requestStatusLabels,
  reservationStatusLabels,
} from '@hoa/contracts/community';
import { Badge } from '@mantine/core';

const statusColors: Record<RequestStatus, string> = {
  submitted: 'blue',
  in_review: 'yellow',
  approved: 'green',
  declined: 'red',
  closed: 'gray',
};
const reservationColors: Record<ReservationStatus, string> = {
  tentative: 'yellow',
  confirmed: 'green',
  declined: 'red',
};

// Mantine's light badges keep AA contrast with dark text on the light tint
export const StatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge color={statusColors[status]} variant="light" c="dark.8">
    {requestStatusLabels[status]}
  </Badge>
);

export const ReservationBadge = ({ status }: { status: ReservationStatus }) => (
  <Badge color={reservationColors[status]} variant="light" c="dark.8">
    {reservationStatusLabels[status]}
  </Badge>
);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** "Clubhouse · Apr 2, 2026, 10:00–12:00" in the association's own wall-clock time. */
export function reservationText(reservation: NonNullable<RequestSummary['reservation']>): string {
  const [y, m, d] = reservation.date.split('-').map(Number) as [number, number, number];
  const day = dateFormat.format(new Date(y, m - 1, d));
  return `${reservation.amenityName} · ${day}, ${reservation.startTime}–${reservation.endTime}`;
}
