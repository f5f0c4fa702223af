import { PendingPage } from '../layout/pending-page';

export function AutoDraftPage() {
  return <PendingPage title="Auto-Draft" />;
}
