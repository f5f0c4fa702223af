import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from '../package-root';
import { type Config, logLevels } from './config-types';
import { integerIn, urlWithProtocols } from './env-values';

/** The process itself: where it listens and keeps data, its database, mail, cache, proxies, logs and jobs. */
export const serverEnv = z.object({
  PORT: integerIn(1, 65535, 'must be an integer between 1 and 65535').default(3000),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'a postgres:// or postgresql:// URL',
  ).optional(),
  SEED_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
  // any value is accepted (tools set their own); only 'production' changes behaviour
  NODE_ENV: z.string().optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('hoa:'),
  MAIL_FROM: z.string().min(3).default('Community Portal <no-reply@portal.localhost>'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: "must be 'true', 'false' or a comma-separated list of proxy addresses or CIDRs",
    })
    .default('false'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  FRAME_ANCESTORS: z
    .string()
    .regex(/^[^;,]+$/, { message: "must be space-separated CSP sources without ';' or ','" })
    .default("'self'"),
  HELP_CENTER_URL: urlWithProtocols(['https:', 'http:'], 'an absolute http(s) URL').optional(),
  CLICKPAY_LOGIN_URL: urlWithProtocols(['https:', 'http:'], 'an absolute http(s) URL').optional(),
  PMB_CUSTOMERS: z
    .string()
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, {
      message: "must be 'all' or comma-separated company codes",
    })
    .default('all'),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: integerIn(
    1,
    1024 ** 3,
    'must be an integer number of bytes between 1 and 1073741824',
  ).default(1024 * 1024),
  JOBS: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  DRAIN_SECONDS: integerIn(0, 300, 'must be an integer number of seconds between 0 and 300').default(0),
});

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

export type ServerConfig = Pick<
  Config,
  | 'port'
  | 'host'
  | 'dataDir'
  | 'databaseUrl'
  | 'seedDemo'
  | 'smtpUrl'
  | 'production'
  | 'redisUrl'
  | 'redisKeyPrefix'
  | 'mailFrom'
  | 'trustProxy'
  | 'publicUrl'
  | 'frameAncestors'
  | 'outsideLinks'
  | 'pmbCustomers'
  | 'logLevel'
  | 'webDistDir'
  | 'bodyLimitBytes'
  | 'jobs'
  | 'drainSeconds'
>;

export function serverConfigOf(e: z.infer<typeof serverEnv>): ServerConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    seedDemo: e.SEED_DEMO === undefined ? null : e.SEED_DEMO === '1',
    smtpUrl: e.SMTP_URL ?? null,
    production: e.NODE_ENV === 'production',
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    frameAncestors: e.FRAME_ANCESTORS.trim().split(/\s+/),
    outsideLinks: {
      helpCenterUrl: e.HELP_CENTER_URL ?? null,
      clickPayLoginUrl: e.CLICKPAY_LOGIN_URL ?? null,
    },
    pmbCustomers: e.PMB_CUSTOMERS.split(','),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(packageRoot, '..', 'web', 'dist')),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    jobs: e.JOBS === '1',
    drainSeconds: e.DRAIN_SECONDS,
  };
}
