import type { ReportAccount } from '@hoa/contracts/association-reports';
import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { Figure } from './drill-down';
import { useReport } from './report-api';
import { AsOfInput, ReportDownloads } from './report-controls';
import { today } from './report-dates';
import { ReportTable, type ReportTableRow } from './report-table';

export function BalanceSheetView({ associationId }: { associationId: number }) {
  const [asOf, setAsOf] = useState(today);
  const dates = { asOf };
  const report = useReport(associationId, 'balance-sheet', dates);
  const data = report.data;
  const rows = (accounts: ReportAccount[], total: [string, number]): ReportTableRow[] => [
    ...accounts.map((account) => ({
      key: account.code,
      cells: [
        account.name,
        <Figure
          key="amount"
          amount={account.amount}
          drill={account.accountId ? { title: account.name, accountId: account.accountId, to: asOf } : null}
        />,
      ],
    })),
    { key: 'total', cells: [total[0], formatMoney(total[1])], total: true },
  ];
  return (
    <Stack gap="md">
      <AsOfInput value={asOf} onChange={setAsOf} />
      <ReportDownloads associationId={associationId} report="balance-sheet" dates={dates} />
      <QueryStatus
        label="Loading the balance sheet…"
        isPending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {data && (
        <>
          <Text size="sm" c="dimmed">
            As of {formatCalendarDate(data.asOf)}. Select an amount to see the journal lines behind it.
          </Text>
          <ReportTable
            caption="Assets"
            headers={['Account', 'Amount']}
            rows={rows(data.assets, ['Total assets', data.totalAssets])}
          />
          <ReportTable
            caption="Liabilities"
            headers={['Account', 'Amount']}
            rows={rows(data.liabilities, ['Total liabilities', data.totalLiabilities])}
          />
          <ReportTable
            caption="Equity"
            headers={['Account', 'Amount']}
            rows={[
              ...rows(data.equity, ['Total equity', data.totalEquity]),
              {
                key: 'both',
                cells: [
                  'Total liabilities and equity',
                  formatMoney(data.totalLiabilities + data.totalEquity),
                ],
                total: true,
              },
            ]}
          />
          <Text size="sm" c="dimmed">
            Equity is the fund balance plus net income (income less expense) of the years before{' '}
            {data.asOf.slice(0, 4)} and of {data.asOf.slice(0, 4)} to date; see the income statement for
            either.
          </Text>
        </>
      )}
    </Stack>
  );
}
