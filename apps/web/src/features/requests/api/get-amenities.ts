import { amenityListSchema } from '@hoa/contracts/community';
import { useQuery } from '@tanstack/react-query';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { requestKeys } from '../requests-keys';

/** GET /Associations/{id}/Amenities. */
export function useAmenities(associationId: number | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: requestKeys.amenities(userId, associationId ?? 0),
    queryFn: async ({ signal }) =>
      amenityListSchema.parse(
        await associationsClient.request(`/Associations/${associationId}/Amenities`, { signal }),
      ).amenities,
    enabled: userId !== null && associationId !== null && associationId > 0,
  });
}
