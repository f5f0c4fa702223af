import type { FlatProperty, UserSettings } from '@hoa/contracts/user-settings';
import { sessionStore } from '../session-store/session-store';
import { associationStore, selectAssociation } from '../theme/association-store';
import { brandingOf, selectionFromSettings, themeAfterSettingsLoad } from './property-selection';

/** Settings loaded: store the properties, select one (SPEC §4) and apply the theme unless overridden. */
export function applyHomeSettings(settings: UserSettings, accountNumber: string | null): void {
  const previousPropertyId = sessionStore.get().selectedPropertyId;
  const { properties, property, associationId } = selectionFromSettings(settings, {
    accountNumber,
    previousPropertyId,
  });
  sessionStore.set((s) => ({
    ...s,
    properties,
    selectedPropertyId: property?.propertyId ?? null,
    selectedAssociationId: associationId,
  }));
  const current = associationStore.get();
  const next = themeAfterSettingsLoad(current, brandingOf(settings, associationId));
  // The same branding as stored (a reload): keeping the state keeps the theme, so the whole app, which the
  // theme provider wraps, is not rendered again for nothing.
  if (JSON.stringify(next) !== JSON.stringify(current)) associationStore.set(next);
}

/** The user picked a property: it sets the association, whose theme the frame then shows. */
export function choosePropertyManually(settings: UserSettings, property: FlatProperty): void {
  sessionStore.set((s) => ({
    ...s,
    selectedPropertyId: property.propertyId,
    selectedAssociationId: property.associationId,
  }));
  selectAssociation(brandingOf(settings, property.associationId), true);
}
