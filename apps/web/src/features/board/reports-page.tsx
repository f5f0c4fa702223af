import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ReportsPage() {
  return <PendingPage title={pages.reports.title} />;
}
