import { PendingPage } from '../layout/pending-page';

export function AccountOverviewPage() {
  return <PendingPage title="Account overview" />;
}
