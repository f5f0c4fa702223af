import { billingMessages, paymentErrorCodes } from '@hoa/contracts/billing';
import { addCalendarDays, isBeforeCutoff, maximumScheduleDays } from '@hoa/contracts/payment-rules';
import { AppError, fieldInvalid } from '../../errors/app-error';

/** The statuses in which a schedule can still be changed or removed by its owner. */
export const changeableStatuses = ['setup', 'active'] as const;

export const notFound = () => new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });

/** Confirming something that was never set up (or is not yours). */
export const noSetup = () =>
  new AppError('NOT_FOUND', billingMessages.noSetup, { detail: 'No such record.' });

export const setupNotOpen = () =>
  new AppError('CONFLICT', billingMessages.setupNotOpen, { errorCode: paymentErrorCodes.setupNotOpen });

export const afterCutoff = () =>
  new AppError('CONFLICT', billingMessages.afterCutoff, { errorCode: paymentErrorCodes.afterCutoff });

export const methodCannotChange = () =>
  new AppError('BAD_REQUEST', billingMessages.methodCannotChange, {
    detail: 'body.paymentMethodId: remove the payment and create a new one with the other method.',
  });

export const duplicateNeedsAcknowledgement = () =>
  new AppError('CONFLICT', billingMessages.duplicateWarning, {
    errorCode: 'DUPLICATE_PAYMENT',
    detail: 'Confirm again with acknowledgeDuplicate to continue.',
  });

const invalidField = (field: string, message: string, detail = message) =>
  fieldInvalid(field, message, { detail });

/** Whether a YYYY-MM-DD string names a real day (the schema only checks its shape). */
export function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/**
 * A scheduled date must be a real day from tomorrow (today's payments are one-time payments) up to
 * maximumScheduleDays ahead, counted in the association's calendar.
 */
export function assertScheduleDate(field: string, date: string, today: string): void {
  if (!isCalendarDate(date)) throw invalidField(field, 'Enter a valid date.');
  if (date <= today) {
    throw invalidField(
      field,
      billingMessages.dateInPast,
      'a scheduled payment is for tomorrow or later; to pay today, make a one-time payment.',
    );
  }
  if (date > addCalendarDays(today, maximumScheduleDays))
    throw invalidField(field, billingMessages.dateTooFar);
}

/** SPEC §4: changes close at 8:00pm Eastern on the day before the payment date. */
export function assertBeforeCutoff(date: string, now: Date): void {
  if (!isBeforeCutoff(date, now)) throw afterCutoff();
}

export function assertChangeable(status: string): void {
  if (!(changeableStatuses as readonly string[]).includes(status)) throw setupNotOpen();
}
