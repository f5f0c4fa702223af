import { isApiError } from '../../api/request-failure';
import { signInErrorText } from './sign-in-error';

/** Where a failed registration submit is shown: at one of the form's fields, or in the form's alert. */
export type RegistrationFailure<Field extends string> =
  | { kind: 'field'; field: Field; message: string }
  | { kind: 'alert'; message: string };

const fieldDetail = /^body\.([A-Za-z0-9_]+):\s*(.+)$/s;

/** Reads the API's `body.<field>: <message>` detail; null when the detail is of another form. */
export function parseFieldDetail(
  detail: string | null | undefined,
): { field: string; message: string } | null {
  const match = detail ? fieldDetail.exec(detail.trim()) : null;
  if (!match?.[1] || !match[2]) return null;
  return { field: match[1], message: match[2].trim() };
}

/**
 * Sorts a failed submit: a `body.<field>: …` detail for a field of the form is shown at that field,
 * anything else in the alert (with the error's message rather than the raw `body.…` detail).
 */
export function registrationFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): RegistrationFailure<Field> {
  const body = isApiError(error) ? error.body : null;
  const parsed = parseFieldDetail(body?.detail);
  if (!parsed) return { kind: 'alert', message: signInErrorText(error) };
  const field = fields.find((name) => name === parsed.field);
  if (field) return { kind: 'field', field, message: parsed.message };
  return { kind: 'alert', message: body?.message ?? parsed.message };
}
