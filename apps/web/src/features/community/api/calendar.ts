import {
  calendarEventListSchema,
  calendarFeedSchema,
  calendarReservationListSchema,
} from '@hoa/contracts/community';
import { useMutation, useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { communityKeys } from '../community-keys';

/** GET /Associations/{id}/Events?from&to: occurrences (recurring events expanded). */
export function useEvents(associationId: number | null, from: string, to: string) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: communityKeys.events(userId, associationId ?? 0, from, to),
    queryFn: async ({ signal }) =>
      calendarEventListSchema.parse(
        await associationsClient.request(`/Associations/${associationId}/Events`, {
          query: { from, to },
          signal,
        }),
      ),
    enabled: userId !== null && associationId !== null && associationId > 0,
  });
}

/** GET /Associations/{id}/Reservation?from&to: yours in full, others as busy time. */
export function useReservations(associationId: number | null, from: string, to: string) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: communityKeys.reservations(userId, associationId ?? 0, from, to),
    queryFn: async ({ signal }) =>
      calendarReservationListSchema.parse(
        await associationsClient.request(`/Associations/${associationId}/Reservation`, {
          query: { from, to },
          signal,
        }),
      ),
    enabled: userId !== null && associationId !== null && associationId > 0,
  });
}

/** POST /Associations/{id}/CalendarFeed: a new secret subscription address. */
export function useCreateCalendarFeed(associationId: number | null) {
  return useMutation({
    mutationFn: async () =>
      calendarFeedSchema.parse(
        await associationsClient.request(`/Associations/${associationId}/CalendarFeed`, { method: 'POST' }),
      ),
  });
}

/** DELETE /Associations/{id}/CalendarFeed: the secret address stops working. */
export function useRevokeCalendarFeed(associationId: number | null) {
  return useMutation({
    mutationFn: async () => {
      await associationsClient.request(`/Associations/${associationId}/CalendarFeed`, { method: 'DELETE' });
    },
  });
}
