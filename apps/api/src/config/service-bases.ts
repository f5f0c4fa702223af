import { defaultServiceBases, type ServiceName, serviceNames } from '@hoa/contracts/services';
import { z } from 'zod';
import type { ServiceBase } from './config-types';
import { ConfigError } from './env-values';

/** Environment variable that holds each service's base address. */
export const serviceBaseEnv: Record<ServiceName, string> = {
  users: 'USERS_API_BASE',
  associations: 'ASSOCIATIONS_API_BASE',
  actionItems: 'ACTION_ITEMS_API_BASE',
  payments: 'PAYMENTS_API_BASE',
  expressPay: 'EXPRESS_PAY_API_BASE',
};

const serviceBaseSchema = z.string().refine(
  (value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !/[?#\s]/.test(value);
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
    } catch {
      return false;
    }
  },
  { message: 'must be a path starting with / (e.g. /svc/users) or an absolute http(s) URL' },
);

export const serviceBasesEnv = z.object({
  USERS_API_BASE: serviceBaseSchema.default(defaultServiceBases.users),
  ASSOCIATIONS_API_BASE: serviceBaseSchema.default(defaultServiceBases.associations),
  ACTION_ITEMS_API_BASE: serviceBaseSchema.default(defaultServiceBases.actionItems),
  PAYMENTS_API_BASE: serviceBaseSchema.default(defaultServiceBases.payments),
  EXPRESS_PAY_API_BASE: serviceBaseSchema.default(defaultServiceBases.expressPay),
});

function toServiceBase(value: string): ServiceBase {
  const url = new URL(value, 'http://placeholder.invalid');
  const mountPath = url.pathname.replace(/\/+$/, '');
  return { value, mountPath, origin: value.startsWith('/') ? null : url.origin };
}

/** Each service's base; two services may not mount at the same path (compared case-insensitively). */
export function serviceBasesOf(e: z.infer<typeof serviceBasesEnv>): Record<ServiceName, ServiceBase> {
  const serviceBases = Object.fromEntries(
    serviceNames.map((name) => [name, toServiceBase(e[serviceBaseEnv[name] as keyof typeof e])]),
  ) as Record<ServiceName, ServiceBase>;
  const seen = new Map<string, ServiceName>();
  for (const name of serviceNames) {
    const mount = serviceBases[name].mountPath.toLowerCase();
    const other = seen.get(mount);
    if (other) {
      throw new ConfigError(
        `Invalid configuration: ${serviceBaseEnv[name]} must not share its path with ${serviceBaseEnv[other]} (both mount at "${mount || '/'}")`,
      );
    }
    seen.set(mount, name);
  }
  return serviceBases;
}
