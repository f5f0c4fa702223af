import type { SubLedgerAccount } from '@hoa/contracts/billing';

/** The accounts (sub-ledgers) of the property chosen in the header; all of them when none matches. */
export function accountsOfProperty(
  accounts: readonly SubLedgerAccount[],
  propertyId: number | null,
): SubLedgerAccount[] {
  const own = accounts.filter((account) => account.propertyId === propertyId);
  return own.length > 0 ? own : [...accounts];
}

/** The account a billing page starts on: the primary sub-ledger, else the first. */
export function defaultAccount(accounts: readonly SubLedgerAccount[]): SubLedgerAccount | null {
  return accounts.find((account) => account.isPrimary) ?? accounts[0] ?? null;
}

/** Whether the homeowner can pay this account online, and the message when not (SPEC §6). */
export function paymentBlock(account: SubLedgerAccount): 'blocked' | 'disabled' | null {
  if (account.paymentsBlocked) return 'blocked';
  if (account.paymentsDisabled) return 'disabled';
  return null;
}

/** "Assessments · 1001-01 · 12 Oak Lane" for selectors and headings. */
export function accountLabel(account: SubLedgerAccount): string {
  return [account.name, account.accountNumber, account.address].filter(Boolean).join(' · ');
}
