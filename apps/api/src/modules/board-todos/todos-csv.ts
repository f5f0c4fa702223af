import { type Todo, todoCsvColumns } from '@hoa/contracts/board-todos';
import { stringify } from 'csv-stringify/sync';

const recordOf = (todo: Todo): (string | number)[] => [
  todo.id,
  todo.title,
  todo.assigneeName ?? '',
  todo.dueDate ?? '',
  todo.done ? 'Done' : todo.overdue ? 'Overdue' : 'Open',
  todo.doneAt?.slice(0, 10) ?? '',
  todo.doneByName ?? '',
  todo.createdByName,
  todo.notes,
];

/** The to-do grid as CSV, like the other board exports: BOM, CRLF, formulas escaped. */
export const todosCsv = (todos: readonly Todo[]): string =>
  stringify(todos.map(recordOf), {
    bom: true,
    header: true,
    columns: [...todoCsvColumns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
