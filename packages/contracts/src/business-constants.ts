/**
 * Business constants and limits of SPEC §9. The payment limits (large-amount threshold, duplicate window,
 * upcoming-charge window, edit cutoff) live with the rules that use them, in payment-rules.ts.
 */
export const businessConstants = {
  minPasswordLength: 6,
  routingNumberDigits: 9,
  recentActivityDays: 30,
  boardFilterMonths: 36,
  layoutBreakpointPx: 1279,
  defaultTimeZone: 'America/New_York',
  defaultLanguage: 'en',
} as const;

/** A bank routing number: exactly `routingNumberDigits` digits. */
export const routingNumberPattern = new RegExp(`^\\d{${businessConstants.routingNumberDigits}}$`);

/** TanStack Query defaults of SPEC §9. */
export const queryDefaults = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 5 * 60_000,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
} as const;

/** Delay before retry number `attempt` (0-based): 1 s doubling, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(queryDefaults.retryBaseDelayMs * 2 ** Math.max(0, attempt), queryDefaults.retryMaxDelayMs);
}
