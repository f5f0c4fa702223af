import type { IncomeStatementLine } from '@hoa/contracts/association-reports';
import { countOf, formatCalendarDate, formatMoney, formatPercent } from '@hoa/contracts/format';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { Figure } from './drill-down';
import { useReport } from './report-api';
import { PeriodInputs, ReportDownloads } from './report-controls';
import { presetPeriod } from './report-dates';
import { ReportTable, type ReportTableRow } from './report-table';

const headers = ['Account', 'Actual', 'Budget', 'Variance', 'Variance %'];
type Totals = Omit<IncomeStatementLine, 'accountId' | 'code' | 'name'>;

export function IncomeStatementView({ associationId }: { associationId: number }) {
  const [period, setPeriod] = useState(() => presetPeriod('year-to-date'));
  const valid = period.from !== '' && period.to !== '' && period.from <= period.to;
  const report = useReport(associationId, 'income-statement', valid ? period : { from: '', to: '' });
  const data = report.data;
  const figures = (line: Totals) => [
    formatMoney(line.budget),
    formatMoney(line.variance),
    formatPercent(line.variancePercent),
  ];
  const rows = (lines: IncomeStatementLine[], label: string, totals: Totals): ReportTableRow[] => [
    ...lines.map((line) => ({
      key: line.accountId,
      cells: [
        line.name,
        <Figure
          key="actual"
          amount={line.actual}
          drill={{ title: line.name, accountId: line.accountId, from: period.from, to: period.to }}
        />,
        ...figures(line),
      ],
    })),
    { key: 'total', cells: [label, formatMoney(totals.actual), ...figures(totals)], total: true },
  ];
  return (
    <Stack gap="md">
      <PeriodInputs period={period} onChange={setPeriod} />
      {valid && <ReportDownloads associationId={associationId} report="income-statement" dates={period} />}
      <QueryStatus
        label="Loading the income statement…"
        isPending={valid && report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {data && valid && (
        <>
          <Text size="sm" c="dimmed">
            {formatCalendarDate(data.from)} to {formatCalendarDate(data.to)}. Budget: each account's annual
            budget prorated by whole months, {countOf(data.budgetMonths, 'month')} here (every calendar month
            the period touches counts in full). A positive variance is favourable.
          </Text>
          <ReportTable
            caption="Income"
            headers={headers}
            minWidth={560}
            rows={rows(data.income, 'Total income', data.totalIncome)}
          />
          <ReportTable
            caption="Expenses"
            headers={headers}
            minWidth={560}
            rows={rows(data.expenses, 'Total expenses', data.totalExpenses)}
          />
          <ReportTable
            caption="Net income"
            headers={headers}
            minWidth={560}
            rows={rows([], 'Net income', data.netIncome)}
          />
        </>
      )}
    </Stack>
  );
}
