import type { ServiceName } from '@hoa/contracts/services';
import type { QueryParams } from '../../api/query-string';

/** One GET of the session's loading (SPEC §7): its service, path and query. */
export interface SessionRead {
  service: ServiceName;
  path: string;
  query?: QueryParams;
}

/** The reads every signed-in start makes: the calls in get-*.ts and the early reads both use these. */
export const sessionReads = {
  user: (userId: number): SessionRead => ({ service: 'users', path: `/Users/${userId}` }),
  accounts: { service: 'payments', path: '/Account', query: { portalEnabled: true } },
  homeSettings: { service: 'users', path: '/HomeSettings' },
  security: { service: 'users', path: '/Security' },
} satisfies Record<string, SessionRead | ((userId: number) => SessionRead)>;
