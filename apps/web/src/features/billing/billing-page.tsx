import { PendingPage } from '../layout/pending-page';

export function BillingPage() {
  return <PendingPage title="Make a payment" />;
}
