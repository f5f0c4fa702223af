import type { Cents } from '@hoa/contracts/money';
import type { StatementDurationId, StatementTypeId } from '@hoa/contracts/statements';

/** One ledger entry inside the statement period. */
export interface StatementLine {
  /** `YYYY-MM-DD`, in the association's time zone. */
  date: string;
  description: string;
  /** assessment, late_fee, payment, processing_fee, large_amount_fee, return, refund, reversal, credit */
  kind: string;
  /** Positive = charge, negative = payment or credit. */
  amount: Cents;
  /** Running balance after this line. */
  balance: Cents;
}

export interface StatementLogo {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg';
}

/** Everything a statement shows, already read from the ledger; the renderers do no look-ups. */
export interface StatementDocument {
  type: StatementTypeId;
  duration: StatementDurationId;
  association: { name: string; logo: StatementLogo | null; address?: string };
  account: {
    accountNumber: string;
    ownerName: string;
    /** Address lines, first line first. */
    propertyAddress: string[];
    subLedgerName: string | null;
  };
  /** Inclusive `YYYY-MM-DD` dates (see `statementPeriod`). */
  period: { from: string; to: string };
  generatedAt: Date;
  /** IANA zone of the association, used to print `generatedAt`. */
  timeZone: string;
  openingBalance: Cents;
  closingBalance: Cents;
  lines: StatementLine[];
  /** Scheduled charges after the period: shown by `future-charges` and `coupons`. */
  futureCharges: { dueDate: string; description: string; amount: Cents }[];
  /** Totals by kind over the period: shown by `charge-summary`. */
  chargeSummary: { kind: string; label: string; total: Cents; count: number }[];
  /** One remittance coupon each: shown by `coupons`. */
  coupons: { dueDate: string; description: string; amountDue: Cents }[];
  /** Where to mail payments, one line each. */
  remitTo: string[];
  /** The account's statement link (ADR 120), printed as text and a QR code; null: none to print. */
  payOnline: { href: string; validUntil: Date } | null;
}

const kindLabels: Record<string, string> = {
  assessment: 'Assessment',
  late_fee: 'Late fee',
  payment: 'Payment',
  processing_fee: 'Processing fee',
  large_amount_fee: 'Large amount fee',
  return: 'Returned payment',
  refund: 'Refund',
  reversal: 'Reversal',
  credit: 'Credit',
};

/** "late_fee" → "Late fee"; an unknown kind is shown with its underscores as spaces. */
export function statementLineKindLabel(kind: string): string {
  const known = kindLabels[kind];
  if (known) return known;
  const spaced = kind.replace(/_/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
