import { PendingPage } from '../layout/pending-page';

export function ToDoListPage() {
  return <PendingPage title="To-do list" />;
}
