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
  associationStore.set(themeAfterSettingsLoad(associationStore.get(), brandingOf(settings, associationId)));
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
