import { PendingPage } from '../layout/pending-page';

export function RequestsPage() {
  return <PendingPage title="My requests" />;
}
