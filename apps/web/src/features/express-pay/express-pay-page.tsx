import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ExpressPayPage() {
  return <PendingPage title={pages.expressPay.title} />;
}
