import { PendingPage } from '../layout/pending-page';

export function ExpressPayPage() {
  return <PendingPage title="Express payment" />;
}
