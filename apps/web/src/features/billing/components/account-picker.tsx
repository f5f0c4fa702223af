import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { type Cents, formatCents } from '@hoa/contracts/money';
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
}

/** The account (sub-ledger) selector with each account's balance. */
export function AccountPicker({ accounts, label = 'Account', ...props }: AccountPickerProps) {
  return (
    <NativeSelect
      label={label}
      data={accounts.map((account) => ({
        value: String(account.subLedgerId),
        label: `${accountLabel(account)} — balance ${formatCents(account.balance as Cents)}`,
      }))}
      {...props}
    />
  );
}
