import { Divider, NativeSelect, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { StaffAreaPage } from '../../../components/staff-area';
import { pages } from '../../../lib/pages';
import { StaffBankAccounts } from './staff-bank-accounts';
import { useStaffAssociations } from './staff-books-api';
import { StaffBudget } from './staff-budget';
import { StaffCollectionStages } from './staff-collection-stages';
import { StaffExpenseAccounts } from './staff-expense-accounts';
import { StaffStatements } from './staff-statements';

/**
 * /staff/books (issue 17, ADR 126): what staff enter in an association's books that the portal cannot
 * know by itself: bank accounts, their statement balances, expense accounts and the annual budget.
 */
export function StaffBooksPage() {
  return (
    <StaffAreaPage
      title={pages.staffBooks.title}
      intro={<Text>Bank accounts, statement balances, expense accounts and budgets of an association.</Text>}
    >
      <StaffBooks />
    </StaffAreaPage>
  );
}

function StaffBooks() {
  const associations = useStaffAssociations();
  const [params, setParams] = useSearchParams();
  const items = associations.data?.items ?? [];
  const asked = Number(params.get('association'));
  const association = items.find((one) => one.id === asked) ?? items[0] ?? null;
  return (
    <Stack gap="lg">
      <QueryStatus
        label="Loading the associations…"
        isPending={associations.isPending}
        error={associations.error}
        onRetry={() => void associations.refetch()}
      />
      {items.length > 0 && association ? (
        <>
          <NativeSelect
            label="Association"
            value={String(association.id)}
            onChange={(event) => setParams({ association: event.currentTarget.value }, { replace: true })}
            data={items.map((one) => ({ value: String(one.id), label: one.name }))}
            maw={360}
          />
          <StaffBankAccounts associationId={association.id} />
          <Divider />
          <StaffStatements associationId={association.id} />
          <Divider />
          <StaffExpenseAccounts associationId={association.id} />
          <Divider />
          <StaffBudget associationId={association.id} thisYear={new Date().getFullYear()} />
          <Divider />
          <StaffCollectionStages associationId={association.id} />
        </>
      ) : null}
    </Stack>
  );
}
