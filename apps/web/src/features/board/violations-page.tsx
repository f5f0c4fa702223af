import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ViolationsPage() {
  return <PendingPage title={pages.violations.title} />;
}
