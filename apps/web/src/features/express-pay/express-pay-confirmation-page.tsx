import { PendingPage } from '../../components/pending-page';

export function ExpressPayConfirmationPage() {
  return <PendingPage title="Payment confirmation" />;
}
