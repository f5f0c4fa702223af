import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { Figure } from './drill-down';
import { useReport } from './report-api';
import { PeriodInputs, ReportDownloads } from './report-controls';
import { presetPeriod } from './report-dates';
import { ReportTable } from './report-table';

export function CashActivityView({ associationId }: { associationId: number }) {
  const [period, setPeriod] = useState(() => presetPeriod('this-month'));
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to;
  const report = useReport(associationId, 'cash-activity', valid ? period : { from: '', to: '' });
  const data = report.data;
  return (
    <Stack gap="md">
      <PeriodInputs period={period} onChange={setPeriod} />
      {valid && <ReportDownloads associationId={associationId} report="cash-activity" dates={period} />}
      <QueryStatus
        label="Loading the cash activity…"
        isPending={valid && report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {data && valid && (
        <>
          <Text size="sm" c="dimmed">
            {formatCalendarDate(data.from)} to {formatCalendarDate(data.to)}. Money in is every deposit to the
            account, money out every withdrawal; a transfer between the accounts is both.
          </Text>
          {data.accounts.length === 0 && <Text>The association has no cash accounts in its books yet.</Text>}
          {data.accounts.map((account) => {
            const inPeriod = {
              title: account.name,
              accountId: account.accountId,
              from: data.from,
              to: data.to,
            };
            return (
              <ReportTable
                key={account.accountId}
                caption={account.bankAccount ? `${account.name} (${account.bankAccount})` : account.name}
                headers={['Line', 'Money in', 'Money out', 'Balance']}
                minWidth={520}
                rows={[
                  {
                    key: 'opening',
                    cells: [
                      `Opening balance, ${formatCalendarDate(data.from)}`,
                      '',
                      '',
                      formatMoney(account.opening),
                    ],
                  },
                  ...account.byKind.map((kind) => ({
                    key: kind.kind,
                    cells: [
                      `${kind.label} (${countOf(kind.lines, 'line')})`,
                      formatMoney(kind.moneyIn),
                      formatMoney(kind.moneyOut),
                      '',
                    ],
                  })),
                  {
                    key: 'closing',
                    total: true,
                    cells: [
                      `Closing balance, ${formatCalendarDate(data.to)}`,
                      <Figure key="in" amount={account.moneyIn} drill={inPeriod} />,
                      <Figure key="out" amount={account.moneyOut} drill={inPeriod} />,
                      <Figure
                        key="closing"
                        amount={account.closing}
                        drill={{ title: account.name, accountId: account.accountId, to: data.to }}
                      />,
                    ],
                  },
                ]}
              />
            );
          })}
        </>
      )}
    </Stack>
  );
}
