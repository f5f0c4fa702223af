import { PendingPage } from '../layout/pending-page';

export function HomeownersPage() {
  return <PendingPage title="Homeowners" />;
}
