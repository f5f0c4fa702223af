import { PendingPage } from '../layout/pending-page';

export function DocumentsPage() {
  return <PendingPage title="Documents" />;
}
