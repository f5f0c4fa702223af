import { PendingPage } from '../../components/pending-page';

export function InvoicesPage() {
  return <PendingPage title="Invoices" />;
}
