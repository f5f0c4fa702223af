import {
  defaultServiceBases,
  type PublicConfig,
  publicConfigMetaName,
  serviceNames,
} from '@hoa/contracts/services';
import { isRecord } from './persisted-store';

const fallback: PublicConfig = {
  serviceBases: defaultServiceBases,
  demo: false,
  pmbCustomers: ['all'],
  defaultClientId: null,
  helpCenterUrl: null,
};

/** An outside address only when it is absolute http(s): anything else (javascript:, relative) is dropped. */
function outsideUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The server writes the runtime configuration into index.html as
 * <meta name="portal-config" content="{json}">; without it (Vite dev server) the defaults apply.
 * Each missing or malformed service base falls back on its own.
 */
export function parsePublicConfig(content: string | null | undefined): PublicConfig {
  if (!content) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return fallback;
  }
  if (!isRecord(raw)) return fallback;
  const bases = isRecord(raw.serviceBases) ? raw.serviceBases : {};
  const serviceBases = { ...defaultServiceBases };
  for (const name of serviceNames) {
    const base = bases[name];
    if (typeof base === 'string' && base.length > 0) serviceBases[name] = base;
  }
  const pmb = raw.pmbCustomers;
  return {
    serviceBases,
    demo: raw.demo === true,
    pmbCustomers:
      Array.isArray(pmb) && pmb.every((entry) => typeof entry === 'string') ? pmb : fallback.pmbCustomers,
    defaultClientId:
      typeof raw.defaultClientId === 'string' && raw.defaultClientId ? raw.defaultClientId : null,
    helpCenterUrl: outsideUrl(raw.helpCenterUrl),
  };
}

let cached: PublicConfig | null = null;

export function publicConfig(): PublicConfig {
  if (!cached) {
    const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${publicConfigMetaName}"]`);
    cached = parsePublicConfig(meta?.content);
  }
  return cached;
}

/** Customers with the pmb feature (SPEC §4), from the server's configuration (default ['all']). */
export function pmbCustomers(): readonly string[] {
  return publicConfig().pmbCustomers;
}
