import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { formatMoney } from '@hoa/contracts/format';
import { NativeSelect } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { accountLabel } from '../account-choice';

interface AccountPickerProps {
  accounts: readonly SubLedgerAccount[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  label?: string;
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  maw?: number;
  /** Write the chosen account's balance under the label; off where the page shows it already (AccountStatus). */
  withBalance?: boolean;
}

/**
 * The account (sub-ledger) selector with each account's balance. A closed select shows one line and cuts
 * what does not fit (on a phone, the balance at its end), so the chosen account's balance is also written
 * out under the label, where it wraps.
 */
export function AccountPicker({
  accounts,
  label = 'Account',
  value,
  withBalance = true,
  ...props
}: AccountPickerProps) {
  const chosen = withBalance ? accounts.find((account) => String(account.subLedgerId) === value) : undefined;
  return (
    <NativeSelect
      label={label}
      description={
        chosen
          ? chosen.balance < 0
            ? `Credit: ${formatMoney(-chosen.balance)}`
            : `Balance: ${formatMoney(chosen.balance)}`
          : undefined
      }
      data={accounts.map((account) => ({
        value: String(account.subLedgerId),
        label: `${accountLabel(account)} — balance ${formatMoney(account.balance)}`,
      }))}
      value={value}
      styles={{ description: { overflowWrap: 'anywhere' } }}
      {...props}
    />
  );
}
