import { PendingPage } from '../layout/pending-page';

export function WorkOrdersPage() {
  return <PendingPage title="Work orders" />;
}
