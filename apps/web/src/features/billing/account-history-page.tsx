import { PendingPage } from '../layout/pending-page';

export function AccountHistoryPage() {
  return <PendingPage title="Account history" />;
}
