import { PendingPage } from '../layout/pending-page';

export function DirectoryPage() {
  return <PendingPage title="Directory" />;
}
