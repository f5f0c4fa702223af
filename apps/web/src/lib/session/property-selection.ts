import {
  defaultAssociationId,
  type FlatProperty,
  flattenProperties,
  selectProperty,
  type UserSettings,
} from '@hoa/contracts/user-settings';
import type { AssociationState, SelectedAssociation } from '../theme/association-store';

export interface PropertySelection {
  properties: FlatProperty[];
  property: FlatProperty | null;
  associationId: number | null;
}

/** SPEC §4: flatten, pick by account number, else the previous, else the first; else the first page's association. */
export function selectionFromSettings(
  settings: UserSettings,
  options: { accountNumber?: string | null; previousPropertyId?: number | null },
): PropertySelection {
  const properties = flattenProperties(settings);
  const property = selectProperty(properties, options);
  return { properties, property, associationId: defaultAssociationId(property, settings) };
}

/** The frame's branding for an association of the settings; the settings' own as fallback. */
export function brandingOf(settings: UserSettings, associationId: number | null): SelectedAssociation | null {
  const association = settings.associations.find((a) => a.id === associationId);
  if (!association) return null;
  return {
    id: String(association.id),
    name: association.name,
    logoUrl: association.logoUrl ?? settings.logoUrl,
    bannerUrl: association.bannerUrl ?? settings.bannerUrl,
    designTemplate: association.designTemplate ?? settings.designTemplate,
  };
}

/** SPEC §4: when settings load, the theme follows the design template unless it was manually overridden. */
export function themeAfterSettingsLoad(
  current: AssociationState,
  branding: SelectedAssociation | null,
): AssociationState {
  if (current.manualOverride && current.association) return current;
  return { association: branding, manualOverride: false };
}

/** Whether some association lets the user into the board area. */
export function isBoardMemberOfAny(settings: UserSettings | undefined): boolean {
  return settings?.associations.some((a) => a.isBoardMember) ?? false;
}

/**
 * Whether the board menu is offered: the user sits on the board of the selected association (issue 14);
 * before anything is selected, on any board.
 */
export function isBoardMemberOfSelected(
  settings: UserSettings | undefined,
  selectedAssociationId: number | null,
): boolean {
  const selected = settings?.associations.find((a) => a.id === selectedAssociationId);
  return selected ? selected.isBoardMember : isBoardMemberOfAny(settings);
}

/** Case-insensitive search over address, account number and association name. */
export function filterProperties(properties: FlatProperty[], search: string): FlatProperty[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return properties;
  return properties.filter((p) =>
    [p.accountNumber, p.associationName, p.address.address1, p.address.address2, p.address.city]
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
}

export function pageOf<T>(items: T[], page: number, pageSize: number): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), pages };
}

export function formatAddress(property: FlatProperty): string {
  const { address1, address2, city, stateProvince, postalCode } = property.address;
  const street = [address1, address2].filter(Boolean).join(', ');
  const place = [city, [stateProvince, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ');
}
