import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/request-failure';
import { fieldMessageOf } from './field-message';

const refused = (body: Record<string, string>) =>
  new ApiError({ kind: 'http', status: 400, body }, '/associations/1/Documents/2', 'Request failed');

describe('fieldMessageOf', () => {
  it("shows the API's own reason: the message, or a schema refusal's detail without the field path", () => {
    const extension = '"Bylaws.html" must end in .pdf: the file is a PDF.';
    expect(fieldMessageOf(refused({ errorCode: 'NAME_EXTENSION_MISMATCH', message: extension }))).toBe(
      extension,
    );
    expect(
      fieldMessageOf(
        refused({
          errorCode: 'VALIDATION_FAILED',
          message: 'The request is invalid',
          detail: 'body.name: The name cannot contain invisible characters.',
        }),
      ),
    ).toBe('The name cannot contain invisible characters.');
    expect(fieldMessageOf(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
