import { PendingPage } from '../layout/pending-page';

export function ArcAttachmentsPage() {
  return <PendingPage title="ARC request attachments" />;
}
