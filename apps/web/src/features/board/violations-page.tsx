import { PendingPage } from '../layout/pending-page';

export function ViolationsPage() {
  return <PendingPage title="Violations" />;
}
