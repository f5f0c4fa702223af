import { PendingPage } from '../layout/pending-page';

export function ReportsPage() {
  return <PendingPage title="Reports" />;
}
