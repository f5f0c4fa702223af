import { agingBucketLabels, agingBuckets } from '@hoa/contracts/association-books';
import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { Figure } from './drill-down';
import { useReport } from './report-api';
import { AsOfInput, ReportDownloads } from './report-controls';
import { today } from './report-dates';
import { ReportTable } from './report-table';

export function DelinquencyView({ associationId }: { associationId: number }) {
  const [asOf, setAsOf] = useState(today);
  const dates = { asOf };
  const report = useReport(associationId, 'delinquency', dates);
  const data = report.data;
  return (
    <Stack gap="md">
      <AsOfInput value={asOf} onChange={setAsOf} />
      <ReportDownloads associationId={associationId} report="delinquency" dates={dates} />
      <QueryStatus
        label="Loading the delinquency report…"
        isPending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {data && (
        <>
          <Text size="sm" c="dimmed">
            As of {formatCalendarDate(data.asOf)}: {countOf(data.accounts.length, 'account')} with unpaid
            charges, aged by days past due (payments applied to the oldest charge first).
          </Text>
          <ReportTable
            caption="Accounts with unpaid charges"
            headers={['Account', ...agingBuckets.map((bucket) => agingBucketLabels[bucket]), 'Total owed']}
            minWidth={720}
            rows={[
              ...data.accounts.map((account) => ({
                key: account.subLedgerId,
                cells: [
                  `${account.accountNumber} · ${account.ownerName}`,
                  ...agingBuckets.map((bucket) => formatMoney(account.buckets[bucket])),
                  <Figure
                    key="owed"
                    amount={account.owed}
                    drill={
                      data.receivableAccountId
                        ? {
                            title: `Account ${account.accountNumber}`,
                            accountId: data.receivableAccountId,
                            to: data.asOf,
                            subLedgerId: account.subLedgerId,
                          }
                        : null
                    }
                  />,
                ],
              })),
              {
                key: 'total',
                total: true,
                cells: [
                  'Total',
                  ...agingBuckets.map((bucket) => formatMoney(data.totals[bucket])),
                  formatMoney(data.totalOwed),
                ],
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
