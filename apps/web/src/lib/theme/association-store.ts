import {
  type DesignTemplate,
  defaultDesignTemplate,
  isDesignTemplate,
} from '@hoa/contracts/design-templates';
import { useSyncExternalStore } from 'react';
import { createPersistedStore, isRecord, optionalString } from '../persisted-store';

/** The association whose name, logo, banner and colours the frame shows. */
export interface SelectedAssociation {
  id: string;
  name: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  designTemplate: DesignTemplate;
}

export interface AssociationState {
  association: SelectedAssociation | null;
  /** Set when the user chose the association themselves; HomeSettings must not replace it then. */
  manualOverride: boolean;
}

export const productName = 'Community Portal';

function parseAssociation(raw: unknown): SelectedAssociation | null {
  if (!isRecord(raw)) return null;
  const id = optionalString(raw.id);
  const name = optionalString(raw.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    logoUrl: optionalString(raw.logoUrl),
    bannerUrl: optionalString(raw.bannerUrl),
    designTemplate: isDesignTemplate(raw.designTemplate) ? raw.designTemplate : defaultDesignTemplate,
  };
}

export const associationStore = createPersistedStore<AssociationState>(
  'hoa.association',
  { association: null, manualOverride: false },
  (raw) =>
    isRecord(raw)
      ? { association: parseAssociation(raw.association), manualOverride: raw.manualOverride === true }
      : null,
);

/** Selects the association shown in the frame; `manual` marks a choice HomeSettings must respect. */
export function selectAssociation(association: SelectedAssociation | null, manual = false): void {
  associationStore.set({ association, manualOverride: manual });
}

export function useAssociationState(): AssociationState {
  return useSyncExternalStore(associationStore.subscribe, associationStore.get, associationStore.get);
}
