import { PendingPage } from '../../components/pending-page';

export function ArcRequestPage() {
  return <PendingPage title="ARC request" />;
}
