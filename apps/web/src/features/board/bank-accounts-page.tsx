import { PendingPage } from '../layout/pending-page';

export function BankAccountsPage() {
  return <PendingPage title="Bank accounts" />;
}
