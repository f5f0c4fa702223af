import { productName, useAssociationState } from '../../lib/theme/association-store';

/** Name, logo and banner the frame shows: the selected association's, or the product's. */
export function useAssociationBranding() {
  const { association } = useAssociationState();
  return {
    name: association?.name ?? productName,
    logoUrl: association?.logoUrl ?? null,
    bannerUrl: association?.bannerUrl ?? null,
  };
}
