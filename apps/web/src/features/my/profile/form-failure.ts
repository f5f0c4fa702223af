import { isApiError } from '../../../api/request-failure';
import { parseFieldDetail } from '../../account/registration-failure';
import { errorText } from '../../billing/error-text';

/** A failed save: the field the API named (`body.<field>: …`) when the form has it, else a sentence for the alert. */
export function saveFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | { field: null; message: string } {
  const body = isApiError(error) ? error.body : null;
  const parsed = parseFieldDetail(body?.detail);
  const field = parsed ? fields.find((name) => name === parsed.field) : undefined;
  if (parsed && field) return { field, message: parsed.message };
  if (body?.message && isApiError(error) && error.status === 409)
    return { field: null, message: body.message };
  return { field: null, message: errorText(error) };
}
