import { PendingPage } from '../../components/pending-page';

export function CollectionsPage() {
  return <PendingPage title="Collections" />;
}
