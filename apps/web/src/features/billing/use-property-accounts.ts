import { useMemo } from 'react';
import { useSessionValue } from '../../lib/session-store/session-store';
import { accountsOfProperty } from './account-choice';
import { useAccounts } from './queries';

/** The accounts of the property chosen in the header (all accounts when it has none), and their query. */
export function usePropertyAccounts() {
  const query = useAccounts();
  const propertyId = useSessionValue((s) => s.selectedPropertyId);
  const accounts = useMemo(() => accountsOfProperty(query.data ?? [], propertyId), [query.data, propertyId]);
  return { ...query, accounts };
}
