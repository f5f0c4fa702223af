import { documentMessages } from '@hoa/contracts/documents';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/request-failure';
import { failureLine, uploadErrorOf } from './upload-list';

const refusal = (status: number, message: string, detail: string) =>
  new ApiError({ kind: 'http', status, body: { message, detail } }, '/Documents', `status ${status}`);

describe('upload failure lines', () => {
  it('says the duplicate-name refusal once, naming the file', () => {
    const error = uploadErrorOf(refusal(409, documentMessages.duplicateName, documentMessages.duplicateName));
    expect(failureLine('Minutes.pdf', error)).toBe(`"Minutes.pdf": ${documentMessages.duplicateName}`);
    expect(error.retryable).toBe(false);
  });

  it('names the file whose name is too long, without the field path', () => {
    const error = uploadErrorOf(
      refusal(400, 'The request is invalid', `body.name: ${documentMessages.nameTooLong}`),
    );
    expect(failureLine('a-very-long-name.pdf', error)).toBe(
      `"a-very-long-name.pdf": ${documentMessages.nameTooLong}`,
    );
  });

  it('does not name the file twice when the message names it', () => {
    const message = documentMessages.fileTypeNotAllowed('tool.exe');
    expect(failureLine('tool.exe', uploadErrorOf(refusal(415, 'Unsupported', message)))).toBe(message);
  });

  it('keeps the File Size Exceeded title before the file message', () => {
    const detail = documentMessages.fileTooLarge('big.pdf', 25);
    expect(
      failureLine('big.pdf', { title: documentMessages.fileSizeExceeded, detail, retryable: false }),
    ).toBe(`${documentMessages.fileSizeExceeded}: ${detail}`);
  });

  it('counts a network or server failure as worth trying again', () => {
    expect(uploadErrorOf(new ApiError({ kind: 'network' }, '/Documents', 'offline')).retryable).toBe(true);
    expect(uploadErrorOf(refusal(503, 'Unavailable', '')).retryable).toBe(true);
  });
});
