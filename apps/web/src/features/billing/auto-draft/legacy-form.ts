import { isValidAbaRoutingNumber } from '@hoa/contracts/bank-card';
import { billingMessages } from '@hoa/contracts/billing';
import { legacyAutoDraftEnrollRequestSchema } from '@hoa/contracts/scheduled-payments';
import { z } from 'zod';
import type { LegacyAutoDraftEnrollRequest } from '../api/auto-draft';

export interface LegacyFormValues {
  accountType: 'checking' | 'savings';
  routingNumber: string;
  bankName: string;
  bankAccountNumber: string;
  bankAccountNumberConfirmation: string;
  eSignature: string;
  acceptAuthorization: boolean;
  startMonth: string;
  pullDay: string;
}

export const emptyLegacyForm = (startMonth: string): LegacyFormValues => ({
  accountType: 'checking',
  routingNumber: '',
  bankName: '',
  bankAccountNumber: '',
  bankAccountNumberConfirmation: '',
  eSignature: '',
  acceptAuthorization: false,
  startMonth,
  pullDay: '1',
});

/** The enroll call these values make, for the account and the authorization version shown. */
export function legacyRequestOf(
  values: LegacyFormValues,
  subLedgerId: number,
  authorizationVersion: string,
): LegacyAutoDraftEnrollRequest {
  return {
    subLedgerId,
    accountType: values.accountType,
    routingNumber: values.routingNumber.trim(),
    bankName: values.bankName,
    bankAccountNumber: values.bankAccountNumber.trim(),
    bankAccountNumberConfirmation: values.bankAccountNumberConfirmation.trim(),
    eSignature: values.eSignature,
    authorizationVersion,
    acceptAuthorization: values.acceptAuthorization as true,
    startMonth: values.startMonth,
    pullDay: Number(values.pullDay),
  };
}

/**
 * The legacy Auto-Draft form's rules: the contracts' enroll schema (SPEC §5 messages) at each field,
 * plus the ABA checksum of the routing number, which the browser can check before anything is sent.
 */
export const legacyFormSchema = z
  .object({
    accountType: z.enum(['checking', 'savings']),
    routingNumber: z.string(),
    bankName: z.string(),
    bankAccountNumber: z.string(),
    bankAccountNumberConfirmation: z.string(),
    eSignature: z.string(),
    acceptAuthorization: z.boolean(),
    startMonth: z.string(),
    pullDay: z.string(),
  })
  .superRefine((values, context) => {
    const result = legacyAutoDraftEnrollRequestSchema.safeParse(legacyRequestOf(values, 1, 'shown'));
    const reported = new Set<string>();
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (reported.has(field)) continue;
      reported.add(field);
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    if (!reported.has('routingNumber') && !isValidAbaRoutingNumber(values.routingNumber.trim())) {
      context.addIssue({ code: 'custom', path: ['routingNumber'], message: billingMessages.routingChecksum });
    }
  });
