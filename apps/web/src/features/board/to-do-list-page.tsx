import { PendingPage } from '../../components/pending-page';

export function ToDoListPage() {
  return <PendingPage title="To-do list" />;
}
