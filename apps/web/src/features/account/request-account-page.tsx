import { PendingPage } from '../layout/pending-page';

export function RequestAccountPage() {
  return <PendingPage title="Request an account" />;
}
