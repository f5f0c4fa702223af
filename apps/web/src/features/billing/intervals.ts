import type { PaymentInterval } from '@hoa/contracts/billing';

/** SPEC §3 intervals as the homeowner reads them. */
export const intervalLabels: Record<PaymentInterval, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The frequency choices of a select. */
export const intervalOptions = Object.entries(intervalLabels).map(([value, label]) => ({ value, label }));
