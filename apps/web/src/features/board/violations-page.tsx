import { PendingPage } from '../../components/pending-page';

export function ViolationsPage() {
  return <PendingPage title="Violations" />;
}
