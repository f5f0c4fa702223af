import { PendingPage } from '../layout/pending-page';

export function DashboardPage() {
  return <PendingPage title="Dashboard" />;
}
