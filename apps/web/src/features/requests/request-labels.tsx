import {
  type RequestSummary,
  type ReservationStatus,
  reservationStatusLabels,
} from '@hoa/contracts/community';
import { formatCalendarDate, formatClockRange } from '@hoa/contracts/format';
import { Badge } from '@mantine/core';

const reservationColors: Record<ReservationStatus, string> = {
  tentative: 'yellow',
  confirmed: 'green',
  declined: 'red',
};

// Mantine's light badges keep AA contrast with dark text on the light tint
export const ReservationBadge = ({ status }: { status: ReservationStatus }) => (
  <Badge color={reservationColors[status]} variant="light" c="dark.8">
    {reservationStatusLabels[status]}
  </Badge>
);

/** "Clubhouse · Apr 2, 2026, 10:00 AM–12:00 PM" in the association's own wall-clock time. */
export function reservationText(reservation: NonNullable<RequestSummary['reservation']>): string {
  const day = formatCalendarDate(reservation.date);
  return `${reservation.amenityName} · ${day}, ${formatClockRange(reservation.startTime, reservation.endTime)}`;
}
