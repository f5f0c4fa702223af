import { PendingPage } from '../layout/pending-page';

export function CustomPage() {
  return <PendingPage title="Custom page" />;
}
