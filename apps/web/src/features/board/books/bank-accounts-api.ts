import {
  bankAccountListSchema,
  type RegisterRange,
  reconciliationListSchema,
  registerPageSchema,
} from '@hoa/contracts/bank-accounts';
import { byIdHook, callChecked, pagedListHook } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import type { KeyOwner } from '../../../lib/query-keys';
import { boardKeys } from '../board-keys';

/** Query keys of the board's bank accounts, under the board area. */
export const bankKeys = {
  all: (userId: KeyOwner) => [...boardKeys.user(userId), 'bank-accounts'] as const,
  list: (userId: KeyOwner, associationId: number) => [...bankKeys.all(userId), associationId] as const,
  register: (userId: KeyOwner, query: RegisterArgs) =>
    [...bankKeys.list(userId, query.associationId), 'register', query] as const,
  reconciliation: (userId: KeyOwner, args: AccountArgs) =>
    [...bankKeys.list(userId, args.associationId), 'reconciliation', args.bankAccountId] as const,
};

interface AccountArgs {
  associationId: number;
  bankAccountId: number;
}
type RegisterArgs = AccountArgs & RegisterRange & { limit: number; cursor?: string | undefined };

const base = (associationId: number) => `/Board/Associations/${associationId}/BankAccounts`;

/** GET …/BankAccounts: each account with its balance from the books and its latest statement. */
export const useBankAccounts = byIdHook(bankKeys.list, (associationId: number, signal) =>
  callChecked(associationsClient, base(associationId), bankAccountListSchema, { signal }),
);

/** GET …/Register: one keyset page of an account's register (the cursor is part of the key). */
export const useRegister = pagedListHook(
  bankKeys.register,
  ({ associationId, bankAccountId, ...query }: RegisterArgs, signal) =>
    callChecked(associationsClient, `${base(associationId)}/${bankAccountId}/Register`, registerPageSchema, {
      query: { ...query },
      signal,
    }),
);

/** GET …/Reconciliation: the statements staff entered against the books on each date. */
export const useReconciliation = pagedListHook(bankKeys.reconciliation, (args: AccountArgs, signal) =>
  callChecked(
    associationsClient,
    `${base(args.associationId)}/${args.bankAccountId}/Reconciliation`,
    reconciliationListSchema,
    { signal },
  ),
);

/** GET …/Register/Export: every line of the range as CSV. */
export async function downloadRegisterCsv(
  args: AccountArgs & RegisterRange & { lastFour: string },
): Promise<{ blob: Blob; fileName: string }> {
  const { associationId, bankAccountId, lastFour, ...range } = args;
  const blob = await associationsClient.request<Blob>(
    `${base(associationId)}/${bankAccountId}/Register/Export`,
    {
      query: { ...range },
      responseAs: 'blob',
      suppressErrorToast: true,
    },
  );
  const fileName = `bank-register-${lastFour}-${range.from ?? 'start'}-to-${range.to ?? 'today'}.csv`;
  return { blob, fileName };
}
