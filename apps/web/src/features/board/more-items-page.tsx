import { PendingPage } from '../../components/pending-page';

export function MoreItemsPage() {
  return <PendingPage title="More items" />;
}
