import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKey } from '../../../lib/query-keys';
import { publicConfig } from '../../../lib/runtime-config';
import { getDemoJson } from './get-demo-json';

export interface DemoMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The HTML part (older mail may have none). */
  html: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Files sent with it (a notice letter), downloaded from `demoAttachmentUrl`. */
  attachments: { position: number; fileName: string; contentType: string; size: number }[];
}

/** Where a file sent with a demo message downloads from. */
export const demoAttachmentUrl = (mailId: number, position: number) =>
  `/api/demo/mailbox/${mailId}/attachments/${position}`;

/** GET /api/demo/mailbox?to=: the mail the embedded demo keeps instead of sending (demo data only). */
function getDemoMailbox(to: string, signal?: AbortSignal): Promise<DemoMail[]> {
  return getDemoJson<DemoMail[]>(`/api/demo/mailbox?to=${encodeURIComponent(to)}`, signal);
}

/** Only in demo mode (publicConfig().demo): outside it the page is a 404 and never calls the server. */
const demoMailboxQueryOptions = (to: string, demo = publicConfig().demo) =>
  queryOptions({
    // read by visitors before they sign in: nobody's data but the demo's
    queryKey: queryKey(null, 'demo', 'mailbox', to),
    queryFn: ({ signal }) => getDemoMailbox(to, signal),
    enabled: demo && to.length > 0,
    // a passcode arrives seconds after it is asked for: never show a stale list
    staleTime: 0,
  });

export const useDemoMailbox = (to: string) => useQuery(demoMailboxQueryOptions(to));
