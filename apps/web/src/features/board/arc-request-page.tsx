import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ArcRequestPage() {
  return <PendingPage title={pages.arcRequest.title} />;
}
