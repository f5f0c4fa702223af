import { PendingPage } from '../../components/pending-page';

export function HomeownersPage() {
  return <PendingPage title="Homeowners" />;
}
