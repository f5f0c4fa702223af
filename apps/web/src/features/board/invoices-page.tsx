import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function InvoicesPage() {
  return <PendingPage title={pages.invoices.title} />;
}
