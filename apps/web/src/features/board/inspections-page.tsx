import { PendingPage } from '../layout/pending-page';

export function InspectionsPage() {
  return <PendingPage title="Inspections" />;
}
