import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ArcAttachmentsPage() {
  return <PendingPage title={pages.arcAttachments.title} />;
}
