import type { RequestKind, RequestStatus } from '@hoa/contracts/community';

export interface DemoRequestSpec {
  kind: RequestKind;
  status: RequestStatus;
  daysAgo: number;
  subject: string;
  description: string;
  arcType?: string;
  /** Reservations: amenity index, days from today, local start and end time. */
  slot?: { amenity: number; inDays: number; start: string; end: string };
}

/** Homeowner A's requests: every kind in every status, most of them within the last 30 days. */
export const homeownerRequestsSpec: DemoRequestSpec[] = [
  {
    kind: 'general',
    status: 'submitted',
    daysAgo: 1,
    subject: 'Streetlight out on Mariners Way',
    description: 'The light in front of number 104 has been out for a week.',
  },
  {
    kind: 'general',
    status: 'in_review',
    daysAgo: 6,
    subject: 'Gate remote not working',
    description: 'My gate remote stopped opening the north gate.',
  },
  {
    kind: 'general',
    status: 'approved',
    daysAgo: 12,
    subject: 'Extra parking pass',
    description: 'We need a second guest parking pass for the holidays.',
  },
  {
    kind: 'general',
    status: 'declined',
    daysAgo: 20,
    subject: 'Move the mailbox cluster',
    description: 'Could the mailbox cluster move closer to the entrance?',
  },
  {
    kind: 'general',
    status: 'closed',
    daysAgo: 45,
    subject: 'Sprinkler head broken',
    description: 'A sprinkler head near the playground is broken.',
  },
  {
    kind: 'reservation',
    status: 'submitted',
    daysAgo: 2,
    subject: '',
    description: 'Birthday party, about 25 guests.',
    slot: { amenity: 0, inDays: 9, start: '14:00', end: '18:00' },
  },
  {
    kind: 'reservation',
    status: 'in_review',
    daysAgo: 4,
    subject: '',
    description: 'Tennis with neighbours.',
    slot: { amenity: 2, inDays: 3, start: '08:00', end: '10:00' },
  },
  {
    kind: 'reservation',
    status: 'approved',
    daysAgo: 8,
    subject: '',
    description: 'Family get-together.',
    slot: { amenity: 1, inDays: 5, start: '11:00', end: '15:00' },
  },
  {
    kind: 'reservation',
    status: 'declined',
    daysAgo: 10,
    subject: '',
    description: 'Book club evening.',
    slot: { amenity: 0, inDays: 12, start: '18:00', end: '21:00' },
  },
  {
    kind: 'reservation',
    status: 'closed',
    daysAgo: 40,
    subject: '',
    description: 'Graduation party.',
    slot: { amenity: 0, inDays: -30, start: '12:00', end: '17:00' },
  },
  {
    kind: 'arc',
    status: 'submitted',
    daysAgo: 3,
    subject: '',
    arcType: 'Fence',
    description: 'Replace the back fence with a 6 ft white vinyl fence along the same line.',
  },
  {
    kind: 'arc',
    status: 'in_review',
    daysAgo: 14,
    subject: '',
    arcType: 'Exterior paint',
    description: 'Repaint the shutters and front door in Harbor Blue (sample attached).',
  },
  {
    kind: 'arc',
    status: 'approved',
    daysAgo: 25,
    subject: '',
    arcType: 'Solar panels',
    description: 'Twelve roof-mounted panels on the rear roof plane.',
  },
  {
    kind: 'arc',
    status: 'declined',
    daysAgo: 28,
    subject: '',
    arcType: 'Addition',
    description: 'A two-storey addition over the garage.',
  },
  {
    kind: 'arc',
    status: 'closed',
    daysAgo: 60,
    subject: '',
    arcType: 'Landscaping',
    description: 'Replace the front lawn with native plantings.',
  },
];

/** Homeowner B (two associations) has a few of their own, so the tests have someone else's ids. */
export const ownerTwoRequestsSpec: DemoRequestSpec[] = [
  {
    kind: 'general',
    status: 'submitted',
    daysAgo: 2,
    subject: 'Dog waste station empty',
    description: 'The station by the pond has no bags.',
  },
  {
    kind: 'reservation',
    status: 'approved',
    daysAgo: 5,
    subject: '',
    description: 'Baby shower.',
    slot: { amenity: 0, inDays: 6, start: '12:00', end: '16:00' },
  },
];
