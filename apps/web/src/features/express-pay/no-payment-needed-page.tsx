import { PendingPage } from '../../components/pending-page';

export function NoPaymentNeededPage() {
  return <PendingPage title="No payment needed" />;
}
