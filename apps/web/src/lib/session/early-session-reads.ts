import { sendEarlyRead } from '../api/early-reads';
import { serviceUrl } from '../api/service-url';
import { publicConfig } from '../runtime-config';
import { sessionStore } from '../session-store/session-store';
import { readTokenClaims } from '../session-store/token-claims';
import { type SessionRead, sessionReads } from './api/session-reads';

/** A token this close to its expiry is renewed before any read (the session's renewal margin). */
const renewalMarginMs = 60_000;

/**
 * A signed-in start (a stored session whose token is not about to expire) sends the session's reads (SPEC §7)
 * as soon as the entry runs, beside the download of the signed-in code, instead of once that code has
 * rendered the frame (ADR 136). The service clients take each answer once, through their usual checks.
 */
export function sendEarlySessionReads(now: number = Date.now()): void {
  const { token, isLoggedIn } = sessionStore.get();
  if (!isLoggedIn || !token) return;
  const { userId, expiresAtMs } = readTokenClaims(token);
  if (userId === null || (expiresAtMs !== null && expiresAtMs <= now + renewalMarginMs)) return;
  const bases = publicConfig().serviceBases;
  const { user, accounts, homeSettings, security } = sessionReads;
  const reads: SessionRead[] = [user(userId), accounts, homeSettings, security];
  for (const read of reads) sendEarlyRead(serviceUrl(bases[read.service], read.path, read.query), token, now);
}
