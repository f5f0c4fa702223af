import '@mantine/core/styles/Tabs.layer.css';
import { type ReportKind, reportKinds, reportTitles } from '@hoa/contracts/association-reports';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../components/query-status';
import { pages } from '../../lib/pages';
import { productName } from '../../lib/theme/association-store';
import { BoardAssociationPicker, useBoardAssociation } from './books/board-association';
import { AccountLinesModal } from './reports/account-lines-modal';
import { BalanceSheetView } from './reports/balance-sheet-view';
import { CashActivityView } from './reports/cash-activity-view';
import { DelinquencyView } from './reports/delinquency-view';
import { type DrillDown, DrillDownContext } from './reports/drill-down';
import { IncomeStatementView } from './reports/income-statement-view';

const views: Record<ReportKind, (props: { associationId: number }) => React.JSX.Element> = {
  'balance-sheet': BalanceSheetView,
  'income-statement': IncomeStatementView,
  delinquency: DelinquencyView,
  'cash-activity': CashActivityView,
};

/**
 * /board/reports (issue 17): the association's balance sheet, income statement against budget,
 * delinquency and cash activity from its books, each with PDF and CSV downloads; every amount that
 * links opens the journal lines behind it.
 */
export function ReportsPage() {
  const board = useBoardAssociation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const report: ReportKind = reportKinds.find((kind) => kind === asked) ?? 'balance-sheet';
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('report', value ?? 'balance-sheet');
        return next;
      },
      { replace: true },
    );
  const association = board.association;
  return (
    <Stack gap="md">
      <title>{`${pages.reports.title} · ${productName}`}</title>
      <Title order={1}>{pages.reports.title}</Title>
      <BoardAssociationPicker {...board} />
      <QueryStatus label="Loading your boards…" isPending={board.loading} error={null} onRetry={() => {}} />
      {!board.loading && !association && <Text>You do not sit on the board of an association.</Text>}
      {association && (
        <DrillDownContext.Provider value={setDrill}>
          <Text c="dimmed" size="sm">
            {association.name}: figures from the association's books.
          </Text>
          <Tabs value={report} onChange={choose} keepMounted={false}>
            <Tabs.List>
              {reportKinds.map((kind) => (
                <Tabs.Tab key={kind} value={kind}>
                  {reportTitles[kind]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {reportKinds.map((kind) => {
              const View = views[kind];
              return (
                <Tabs.Panel key={kind} value={kind} pt="md">
                  <View key={association.id} associationId={association.id} />
                </Tabs.Panel>
              );
            })}
          </Tabs>
          <AccountLinesModal associationId={association.id} drill={drill} onClose={() => setDrill(null)} />
        </DrillDownContext.Provider>
      )}
    </Stack>
  );
}
