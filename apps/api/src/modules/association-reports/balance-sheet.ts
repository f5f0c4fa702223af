import type { BalanceSheet, ReportAccount } from '@hoa/contracts/association-reports';
import type { Db } from '../../db/database';
import { type AccountTotals, accountTotals, byReadingOrder, reportAssociation } from './report-books';

const sum = (accounts: readonly ReportAccount[]) => accounts.reduce((total, a) => total + a.amount, 0);

/**
 * The balance sheet as of a day, from the journal alone: each asset account's debit balance, each
 * liability's credit balance, and equity as the fund balance plus the net income (income less expense)
 * of the years before `asOf`'s and of its year so far. The books balance line by line, so assets equal
 * liabilities plus equity whatever was posted; no closing entry is needed.
 */
export async function buildBalanceSheet(
  db: Db,
  options: { associationId: number; asOf?: string | undefined; now: Date },
): Promise<BalanceSheet> {
  const association = await reportAssociation(db, options.associationId, options.now);
  const asOf = options.asOf ?? association.today;
  const yearStart = `${asOf.slice(0, 4)}-01-01`;
  const accounts = (
    await accountTotals(db, { associationId: options.associationId, from: yearStart, to: asOf })
  ).sort(byReadingOrder);
  const figure = (account: AccountTotals, sign: 1 | -1): ReportAccount => ({
    accountId: account.id,
    code: account.code,
    name: account.name,
    amount: sign * (account.before + account.during),
  });
  const ofKind = (kind: AccountTotals['kind'], sign: 1 | -1) =>
    accounts.filter((account) => account.kind === kind).map((account) => figure(account, sign));
  const results = accounts.filter((account) => account.kind === 'income' || account.kind === 'expense');
  const assets = ofKind('asset', 1);
  const liabilities = ofKind('liability', -1);
  const equity: ReportAccount[] = [
    ...ofKind('equity', -1),
    {
      accountId: null,
      code: 'net_income_earlier_years',
      name: 'Net income of earlier years',
      amount: -results.reduce((total, account) => total + account.before, 0),
    },
    {
      accountId: null,
      code: 'net_income_this_year',
      name: `Net income ${asOf.slice(0, 4)} to date`,
      amount: -results.reduce((total, account) => total + account.during, 0),
    },
  ];
  return {
    associationName: association.name,
    asOf,
    yearStart,
    assets,
    liabilities,
    equity,
    totalAssets: sum(assets),
    totalLiabilities: sum(liabilities),
    totalEquity: sum(equity),
  };
}
