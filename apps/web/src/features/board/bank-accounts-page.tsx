import { PendingPage } from '../../components/pending-page';

export function BankAccountsPage() {
  return <PendingPage title="Bank accounts" />;
}
