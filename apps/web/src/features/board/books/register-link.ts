/** A link to the bank accounts page with the association, the account and (optionally) the register's range. */
export function registerLink(
  associationId: number,
  bankAccountId: number,
  range: { from?: string; to?: string } = {},
): string {
  const params = new URLSearchParams({ association: String(associationId), account: String(bankAccountId) });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return `/board/bank-accounts?${params.toString()}#register`;
}
