import { PendingPage } from '../layout/pending-page';

export function InstantPaymentPage() {
  return <PendingPage title="Instant payment" />;
}
