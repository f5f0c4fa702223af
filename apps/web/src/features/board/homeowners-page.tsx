import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function HomeownersPage() {
  return <PendingPage title={pages.homeowners.title} />;
}
