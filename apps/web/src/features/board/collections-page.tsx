import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function CollectionsPage() {
  return <PendingPage title={pages.collections.title} />;
}
