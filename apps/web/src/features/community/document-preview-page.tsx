import { PendingPage } from '../layout/pending-page';

export function DocumentPreviewPage() {
  return <PendingPage title="Document preview" />;
}
