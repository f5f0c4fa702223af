import { PendingPage } from '../layout/pending-page';

export function FaqPage() {
  return <PendingPage title="Frequently asked questions" />;
}
