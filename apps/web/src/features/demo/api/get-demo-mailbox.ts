import { queryOptions, useQuery } from '@tanstack/react-query';

export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/demo/mailbox?to=: the mail the embedded demo keeps instead of sending (demo data only). */
export async function getDemoMailbox(to: string, signal?: AbortSignal): Promise<DemoMail[]> {
  const response = await fetch(`/api/demo/mailbox?to=${encodeURIComponent(to)}`, { signal });
  if (!response.ok) throw new Error(`The demo mailbox answered ${response.status}.`);
  return (await response.json()) as DemoMail[];
}

export const demoMailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['demo', 'mailbox', to],
    queryFn: ({ signal }) => getDemoMailbox(to, signal),
    enabled: to.length > 0,
    // a passcode arrives seconds after it is asked for: never show a stale list
    staleTime: 0,
  });

export const useDemoMailbox = (to: string) => useQuery(demoMailboxQueryOptions(to));
