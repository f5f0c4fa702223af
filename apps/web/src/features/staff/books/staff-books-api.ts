import {
  type CollectionListQuery,
  collectionListSchema,
  type SetStageBody,
} from '@hoa/contracts/association-collections';
import {
  type BankAccountChange,
  type BankAccountForm,
  bankAccountListSchema,
  reconciliationListSchema,
  type StatementBalanceForm,
  staffAssociationListSchema,
} from '@hoa/contracts/bank-accounts';
import {
  type BudgetForm,
  budgetSchema,
  expenseAccountListSchema,
  expenseAccountSchema,
} from '@hoa/contracts/budgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { byIdHook, callChecked, pagedListHook, userReadHook } from '../../../lib/api/checked-reads';
import { associationsClient } from '../../../lib/api/service-clients';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { staffKeys, type UserId } from '../staff-keys';

const base = (associationId: number) => `/Staff/Associations/${associationId}`;
const send = <T>(path: string, method: 'POST' | 'PATCH' | 'PUT', body: unknown) =>
  associationsClient.request<T>(path, { method, body, suppressErrorToast: true });

export const useStaffAssociations = userReadHook(staffKeys.associations, (signal) =>
  callChecked(associationsClient, '/Staff/Associations', staffAssociationListSchema, { signal }),
);

export const useStaffBankAccounts = byIdHook(staffKeys.bankAccounts, (associationId, signal) =>
  callChecked(associationsClient, `${base(associationId)}/BankAccounts`, bankAccountListSchema, { signal }),
);

export const useStatementBalances = (associationId: number, bankAccountId: number) =>
  byIdHook(staffKeys.statements, (id, signal) =>
    callChecked(
      associationsClient,
      `${base(associationId)}/BankAccounts/${id}/StatementBalances`,
      reconciliationListSchema,
      { signal },
    ),
  )(bankAccountId);

export const useExpenseAccounts = byIdHook(staffKeys.expenseAccounts, (associationId, signal) =>
  callChecked(associationsClient, `${base(associationId)}/ExpenseAccounts`, expenseAccountListSchema, {
    signal,
  }),
);

export const useBudget = (associationId: number, fiscalYear: number) =>
  byIdHook(
    (userId: UserId, year: number) => staffKeys.budget(userId, { associationId, fiscalYear: year }),
    (year, signal) =>
      callChecked(associationsClient, `${base(associationId)}/Budgets/${year}`, budgetSchema, { signal }),
  )(associationId > 0 ? fiscalYear : 0);

/** Every staff write of the books: on success the association's reads are read again. */
function useBooksWrite<Input, Output>(associationId: number, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.books(userId, associationId) });
      void queryClient.invalidateQueries({ queryKey: staffKeys.statementBalances(userId) });
    },
  });
}

export const useSaveBankAccount = (associationId: number) =>
  useBooksWrite(
    associationId,
    (input: { id: number; change: BankAccountChange } | { form: BankAccountForm }) =>
      'form' in input
        ? send(`${base(associationId)}/BankAccounts`, 'POST', input.form)
        : send(`${base(associationId)}/BankAccounts/${input.id}`, 'PATCH', input.change),
  );

export const useSaveStatement = (associationId: number) =>
  useBooksWrite(
    associationId,
    (input: { bankAccountId: number; form: StatementBalanceForm; replace: boolean }) => {
      const path = `${base(associationId)}/BankAccounts/${input.bankAccountId}/StatementBalances`;
      return input.replace
        ? send(`${path}/${input.form.statementDate}`, 'PUT', { balance: input.form.balance })
        : send(path, 'POST', input.form);
    },
  );

export const useSaveExpenseAccount = (associationId: number) =>
  useBooksWrite(associationId, async (input: { id?: number; name: string }) =>
    expenseAccountSchema.parse(
      input.id
        ? await send(`${base(associationId)}/ExpenseAccounts/${input.id}`, 'PATCH', { name: input.name })
        : await send(`${base(associationId)}/ExpenseAccounts`, 'POST', { name: input.name }),
    ),
  );

export const useSaveBudget = (associationId: number) =>
  useBooksWrite(associationId, (input: { fiscalYear: number; form: BudgetForm }) =>
    send(`${base(associationId)}/Budgets/${input.fiscalYear}`, 'PUT', input.form),
  );

/** GET /Staff/Associations/{id}/Collections: one page of the delinquent accounts aged today. */
export const useStaffCollections = pagedListHook(
  staffKeys.collections,
  ({ associationId, ...query }: CollectionListQuery & { associationId: number }, signal) =>
    callChecked(associationsClient, `${base(associationId)}/Collections`, collectionListSchema, {
      query: { ...query },
      signal,
    }),
);

/** POST /Staff/Associations/{id}/Collections/{subLedgerId}/Stage: an account's next collection stage. */
export const useSetCollectionStage = (associationId: number) =>
  useBooksWrite(associationId, ({ subLedgerId, ...body }: SetStageBody & { subLedgerId: number }) =>
    send<{ id: number }>(`${base(associationId)}/Collections/${subLedgerId}/Stage`, 'POST', body),
  );
