import { PendingPage } from '../layout/pending-page';

export function CollectionsPage() {
  return <PendingPage title="Collections" />;
}
