/**
 * The source key of a plan's monthly billing run (the month's assessments, or its late fees): one
 * journal entry with a line per account, posted once. Whoever posts a run (the demo seed, the billing
 * job) uses this key, so a run posted twice is posted once.
 */
export function billingRunKey(kind: 'assessment' | 'late_fee', planId: number, month: string): string {
  return `${kind}:${planId}:${month}`;
}
