import { PendingPage } from '../../components/pending-page';

export function ReportsPage() {
  return <PendingPage title="Reports" />;
}
