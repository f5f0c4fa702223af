import { PendingPage } from '../layout/pending-page';

export function NoPaymentNeededPage() {
  return <PendingPage title="No payment needed" />;
}
