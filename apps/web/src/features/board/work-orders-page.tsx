import { PendingPage } from '../../components/pending-page';

export function WorkOrdersPage() {
  return <PendingPage title="Work orders" />;
}
