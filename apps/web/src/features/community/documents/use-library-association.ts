import { useHomeSettings } from '../../../lib/session/api/get-home-settings';
import { useSessionValue } from '../../../lib/session-store/session-store';

export interface LibraryAssociation {
  id: number;
  /** Null while the settings load, or for staff, whose settings do not list the association. */
  name: string | null;
}

/**
 * Whose documents the page, its heading and its folder tree show: the route's association (a copied
 * link, `documents/a/{associationId}/…`) or else the one chosen in the header; and the header's, which
 * the frame's branding follows, so the page can say when the two differ.
 */
export function useLibraryAssociation(routeAssociationId: number | null): {
  shown: LibraryAssociation | null;
  header: LibraryAssociation | null;
} {
  const settings = useHomeSettings();
  const headerId = useSessionValue((s) => s.selectedAssociationId);
  const named = (id: number | null): LibraryAssociation | null =>
    id === null ? null : { id, name: settings.data?.associations.find((a) => a.id === id)?.name ?? null };
  return { shown: named(routeAssociationId ?? headerId), header: named(headerId) };
}
