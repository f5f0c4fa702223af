import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function MoreItemsPage() {
  return <PendingPage title={pages.moreItems.title} />;
}
