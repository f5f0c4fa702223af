import { PendingPage } from '../layout/pending-page';

export function MoreItemsPage() {
  return <PendingPage title="More items" />;
}
