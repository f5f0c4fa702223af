import { PendingPage } from '../layout/pending-page';

export function PaymentSupportPage() {
  return <PendingPage title="Payment support" />;
}
