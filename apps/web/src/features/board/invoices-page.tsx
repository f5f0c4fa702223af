import { PendingPage } from '../layout/pending-page';

export function InvoicesPage() {
  return <PendingPage title="Invoices" />;
}
