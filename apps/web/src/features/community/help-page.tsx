import { PendingPage } from '../layout/pending-page';

export function HelpPage() {
  return <PendingPage title="Help" />;
}
