import { useOutlet } from 'react-router';
import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

/** The ARC list; an opened request (board/arcs/:id) renders in its place, so the page keeps one h1. */
export function ArcRequestsPage() {
  const detail = useOutlet();
  return detail ?? <PendingPage title={pages.arcRequests.title} />;
}
