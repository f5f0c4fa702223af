import { PendingPage } from '../layout/pending-page';

export function CreateAccountPage() {
  return <PendingPage title="Create an account" />;
}
