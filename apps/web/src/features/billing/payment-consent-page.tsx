import { PendingPage } from '../layout/pending-page';

export function PaymentConsentPage() {
  return <PendingPage title="Payment disclosures" />;
}
