import { hasSqlState } from './sql-state';

/** PostgreSQL's unique_violation (SQLSTATE 23505), found on the error or any error in its cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}
