import { isApiError } from '../../../api/request-failure';

/** The API's reason at the field: its message, or for a schema refusal (generic message) the detail's. */
export function fieldMessageOf(failure: unknown): string {
  if (!isApiError(failure)) return 'Something went wrong. Please try again.';
  const body = failure.body;
  if (body?.errorCode === 'VALIDATION_FAILED' && body.detail) return body.detail.replace(/^body\.name: /, '');
  return body?.message ?? failure.message;
}
