import { PendingPage } from '../../components/pending-page';

export function InspectionsPage() {
  return <PendingPage title="Inspections" />;
}
