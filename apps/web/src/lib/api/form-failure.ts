import { errorText } from './error-text';
import { isApiError } from './request-failure';

/** Where a failed submit is shown: at the form's field the API named, or (field null) in the form's alert. */
export interface FormFailure<Field extends string> {
  field: Field | null;
  message: string;
}

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
 * The one mapping of a failed form submit: a `body.<field>: …` detail for a field of the form goes to that
 * field; a detail for another field shows the error's message (never the raw `body.…` text); a conflict
 * (409) and an input mistake (400) show the server's sentence without an error id; anything else the form's own wording of the error (`describe`:
 * the toast's words by default, the sign-in texts on the sign-in forms).
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  describe: (error: unknown) => string = errorText,
): FormFailure<Field> {
  const body = isApiError(error) ? error.body : null;
  const parsed = parseFieldDetail(body?.detail);
  if (parsed) {
    const field = fields.find((name) => name === parsed.field);
    return field
      ? { field, message: parsed.message }
      : { field: null, message: body?.message ?? parsed.message };
  }
  if (body?.message && isApiError(error) && error.status === 409)
    return { field: null, message: body.message };
  // an input mistake (400) is the user's to fix, not a fault to report: its words without an error id
  // (forms with their own wording, such as the sign-in texts, keep it)
  const inputMistake = isApiError(error) && error.status === 400 ? body?.detail || body?.message : '';
  if (inputMistake && describe === errorText) return { field: null, message: inputMistake };
  return { field: null, message: describe(error) };
}
