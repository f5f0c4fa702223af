import { PendingPage } from '../layout/pending-page';

export function MessagesPage() {
  return <PendingPage title="Messages" />;
}
