import { type RequestStatus, requestStatusLabels } from '@hoa/contracts/community';
import { Badge } from '@mantine/core';

const statusColors: Record<RequestStatus, string> = {
  submitted: 'blue',
  in_review: 'yellow',
  approved: 'green',
  declined: 'red',
  closed: 'gray',
};

/** A request's status (homeowner requests and the board's ARC requests alike). */
// Mantine's light badges keep AA contrast with dark text on the light tint
export const StatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge color={statusColors[status]} variant="light" c="dark.8">
    {requestStatusLabels[status]}
  </Badge>
);
