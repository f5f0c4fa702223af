import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function InspectionsPage() {
  return <PendingPage title={pages.inspections.title} />;
}
