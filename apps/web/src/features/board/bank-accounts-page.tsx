import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function BankAccountsPage() {
  return <PendingPage title={pages.bankAccounts.title} />;
}
