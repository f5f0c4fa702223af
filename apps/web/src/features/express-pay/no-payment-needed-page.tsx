import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function NoPaymentNeededPage() {
  return <PendingPage title={pages.noPaymentNeeded.title} />;
}
