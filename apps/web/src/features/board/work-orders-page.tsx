import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function WorkOrdersPage() {
  return <PendingPage title={pages.workOrders.title} />;
}
