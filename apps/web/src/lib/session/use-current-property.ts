import { type FlatProperty, flattenProperties } from '@hoa/contracts/user-settings';
import { useMemo } from 'react';
import { useSessionValue } from '../session-store/session-store';
import { useHomeSettings } from './api/get-home-settings';

/** The property and association chosen in the header (real properties only have positive ids). */
export function useCurrentProperty() {
  const settings = useHomeSettings();
  const propertyId = useSessionValue((s) => s.selectedPropertyId);
  const associationId = useSessionValue((s) => s.selectedAssociationId);
  return useMemo(() => {
    const properties = settings.data ? flattenProperties(settings.data) : [];
    const property: FlatProperty | null = properties.find((p) => p.propertyId === propertyId) ?? null;
    const association = settings.data?.associations.find(
      (a) => a.id === (property?.associationId ?? associationId),
    );
    return {
      settings,
      properties,
      property: property && property.propertyId > 0 ? property : null,
      associationId: association?.id ?? null,
      associationName: association?.name ?? null,
    };
  }, [settings, propertyId, associationId]);
}
