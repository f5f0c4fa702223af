import { formatMoney } from '@hoa/contracts/format';
import { Anchor } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

/** What a figure is made of: one account's lines up to `to` (from `from`), maybe one homeowner's. */
export interface DrillDown {
  title: string;
  accountId: number;
  from?: string;
  to: string;
  subLedgerId?: number;
}

export const DrillDownContext = createContext<(drill: DrillDown) => void>(() => {});

/** An amount that opens the journal lines behind it; without an account, the plain amount. */
export function Figure({
  amount,
  drill,
  children,
}: {
  amount: number;
  drill: DrillDown | null;
  children?: ReactNode;
}) {
  const open = useContext(DrillDownContext);
  const text = children ?? formatMoney(amount);
  if (!drill) return <>{text}</>;
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => open(drill)}
      aria-label={`${formatMoney(amount)}: show the lines of ${drill.title}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Anchor>
  );
}
