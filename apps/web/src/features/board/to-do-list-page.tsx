import { PendingPage } from '../../components/pending-page';
import { pages } from '../../lib/pages';

export function ToDoListPage() {
  return <PendingPage title={pages.toDoList.title} />;
}
