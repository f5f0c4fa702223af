import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ExpressPayConfirmationPage() {
  return <PendingPage title={pages.expressPayConfirmation.title} />;
}
