import { documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';

export const duplicateNameError = () =>
  new AppError('CONFLICT', documentMessages.duplicateName, {
    errorCode: documentErrorCodes.duplicateName,
    detail: documentMessages.duplicateName,
  });

/** Runs `write`; a sibling with the same name (the unique indexes) becomes the spec's duplicate-name error. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNameError();
    throw error;
  }
}
