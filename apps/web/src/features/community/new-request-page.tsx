import { PendingPage } from '../layout/pending-page';

export function NewRequestPage() {
  return <PendingPage title="New request" />;
}
