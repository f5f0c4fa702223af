import { PendingPage } from '../layout/pending-page';

export function ExpressPayConfirmationPage() {
  return <PendingPage title="Payment confirmation" />;
}
