import { useSearchParams } from 'react-router';
import { defaultAccount } from './account-choice';
import { usePropertyAccounts } from './use-property-accounts';

/**
 * The property's accounts and the one named by `?subLedgerId=` (the main account by default); `choose` puts
 * another in the address, replacing the history entry.
 */
export function useAccountParam() {
  const accounts = usePropertyAccounts();
  const [params, setParams] = useSearchParams();
  const account =
    accounts.accounts.find((a) => String(a.subLedgerId) === params.get('subLedgerId')) ??
    defaultAccount(accounts.accounts);
  const choose = (subLedgerId: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('subLedgerId', subLedgerId);
        return next;
      },
      { replace: true },
    );
  return { accounts, account, choose };
}
