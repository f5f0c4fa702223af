import { PendingPage } from '../layout/pending-page';

export function ManageAccountPage() {
  return <PendingPage title="Manage payments" />;
}
