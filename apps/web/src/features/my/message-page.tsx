import { PendingPage } from '../layout/pending-page';

export function MessagePage() {
  return <PendingPage title="Message" />;
}
