import { PendingPage } from '../../components/pending-page';

export function ArcAttachmentsPage() {
  return <PendingPage title="ARC request attachments" />;
}
