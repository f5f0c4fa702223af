/** "Nov 20, 2026, 3:00 PM" in the browser's time zone. */
export const formatSentAt = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
