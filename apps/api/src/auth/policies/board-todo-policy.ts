import { associationBooksPolicy } from './association-books-policy';
import { forbidden, type Policy } from './policy';

/**
 * An association's board to-do list (issue 18, ADR 131): the same people as its books — its board
 * members and chair (404 outside the association, 403 for a member without a board role), or staff of
 * its management company signed in as themselves. Mimic mode reads and never writes.
 */
export const boardTodosPolicy: Policy<{
  type: 'boardTodos';
  associationId: number;
  as: 'board' | 'staff';
}> = async (context, resource) => {
  const decision = await associationBooksPolicy(context, { ...resource, type: 'associationBooks' });
  if (!decision.allowed && decision.deny === 'forbidden' && decision.mimic) {
    return forbidden('To-dos are not changed in mimic mode.', { mimic: true });
  }
  return decision;
};
