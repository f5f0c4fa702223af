import { PendingPage } from '../../components/pending-page';

export function ExpressPayPage() {
  return <PendingPage title="Express payment" />;
}
