import { PendingPage } from '../layout/pending-page';

export function ArcRequestPage() {
  return <PendingPage title="ARC request" />;
}
