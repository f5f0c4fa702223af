import {
  defaultServiceBases,
  type PublicConfig,
  publicConfigMetaName,
  serviceNames,
} from '@hoa/contracts/services';
import { isRecord } from './persisted-store';

const fallback: PublicConfig = { serviceBases: defaultServiceBases, demo: false };

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
  return { serviceBases, demo: raw.demo === true };
}

let cached: PublicConfig | null = null;

export function publicConfig(): PublicConfig {
  if (!cached) {
    const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${publicConfigMetaName}"]`);
    cached = parsePublicConfig(meta?.content);
  }
  return cached;
}

/**
 * Customers with the pmb feature (SPEC §4). The server adds `pmbCustomers` to the public configuration
 * later; until then every customer has it (['all']).
 */
export function parsePmbCustomers(content: string | null | undefined): string[] {
  try {
    const raw: unknown = content ? JSON.parse(content) : null;
    const list = isRecord(raw) ? raw.pmbCustomers : undefined;
    if (Array.isArray(list) && list.every((entry) => typeof entry === 'string')) return list;
  } catch {
    // Malformed configuration falls back to the default below.
  }
  return ['all'];
}

let cachedPmb: string[] | null = null;

export function pmbCustomers(): readonly string[] {
  if (!cachedPmb) {
    const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${publicConfigMetaName}"]`);
    cachedPmb = parsePmbCustomers(meta?.content);
  }
  return cachedPmb;
}
