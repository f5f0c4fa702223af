import { customPageSchema, faqListSchema } from '@hoa/contracts/community';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/request-failure';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { communityKeys } from '../community-keys';

/** GET /Associations/{id}/Faq. */
export function useFaq(associationId: number | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: communityKeys.faq(userId, associationId ?? 0),
    queryFn: async ({ signal }) =>
      faqListSchema.parse(await associationsClient.request(`/Associations/${associationId}/Faq`, { signal }))
        .entries,
    enabled: userId !== null && associationId !== null && associationId > 0,
  });
}

/** GET /Associations/{id}/Pages/{legacyAction}; null when the association has no such page. */
export function useCustomPage(associationId: number | null, legacyAction: string) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: communityKeys.page(userId, associationId ?? 0, legacyAction),
    queryFn: async ({ signal }) => {
      try {
        return customPageSchema.parse(
          await associationsClient.request(
            `/Associations/${associationId}/Pages/${encodeURIComponent(legacyAction)}`,
            {
              signal,
              suppressErrorToast: true,
            },
          ),
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: userId !== null && associationId !== null && associationId > 0,
  });
}
