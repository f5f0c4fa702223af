import { PendingPage } from '../layout/pending-page';

export function CalendarPage() {
  return <PendingPage title="Calendar" />;
}
