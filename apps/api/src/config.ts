import path from 'node:path';
import { defaultServiceBases, type ServiceName, serviceNames } from '@hoa/contracts/services';
import { z } from 'zod';
import { packageRoot } from './package-root';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Environment variable that holds each service's base address. */
export const serviceBaseEnv: Record<ServiceName, string> = {
  users: 'USERS_API_BASE',
  associations: 'ASSOCIATIONS_API_BASE',
  actionItems: 'ACTION_ITEMS_API_BASE',
  payments: 'PAYMENTS_API_BASE',
  expressPay: 'EXPRESS_PAY_API_BASE',
};

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ServiceBase {
  /** What the SPA is given: a path like /svc/users or an absolute URL. */
  value: string;
  /** Where this process mounts the service (the URL's pathname, without a trailing slash). */
  mountPath: string;
  /** The origin when the value is an absolute URL (for CSP connect-src), else null. */
  origin: string | null;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** true/false when SEED_DEMO is set; null means "seed a fresh embedded database only". */
  seedDemo: boolean | null;
  smtpUrl: string | null;
  /** The From header of every e-mail. */
  mailFrom: string;
  /** Fastify's trustProxy: false, true, or the proxies' addresses/CIDRs (so X-Forwarded-For cannot be spoofed). */
  trustProxy: boolean | string[];
  /**
   * NODE_ENV=production: a real deployment. Demo conveniences that expose secrets (the demo mailbox) are
   * off whatever the data holds.
   */
  production: boolean;
  /** Rate-limit counters go to this Redis when set, else to the database (ADR 096). */
  redisUrl: string | null;
  /** Prefix of every Redis key this deployment writes. */
  redisKeyPrefix: string;
  /** ALTCHA HMAC key; null means one is generated once and kept in the database. */
  captchaHmacKey: string | null;
  /** ALTCHA difficulty (the largest number a client may have to try). */
  captchaMaxNumber: number;
  publicUrl: string;
  frameAncestors: string[];
  /** Company codes with the pmb feature, or ['all'] (SPEC §4). */
  pmbCustomers: string[];
  logLevel: LogLevel;
  webDistDir: string;
  bodyLimitBytes: number;
  serviceBases: Record<ServiceName, ServiceBase>;
  /** Signed JWTs handed over by the management company's systems (/auth/jwt). */
  handover: HandoverConfig;
  /** OpenID Connect sign-in; null when SSO_ISSUER_URL is not set. */
  sso: SsoConfig | null;
  /** Whether the server runs the billing jobs (scheduled payments, Auto-Draft, assessments, settlement). */
  jobs: boolean;
  /** Which payment processor adapter runs, with its keys (ADR 050). */
  paymentProcessor: PaymentProcessorConfig;
  /** Association documents: upload limit and text extraction (ADR 071). */
  documents: DocumentsConfig;
}

export interface DocumentsConfig {
  /** Largest file an upload may carry, in MB (SPEC §9: configurable, shown in the message). */
  maxFileSizeMb: number;
  /** Files up to this size have their text extracted for search; larger ones are found by name. */
  textExtractMaxMb: number;
  /** Hard limits of one extraction, which runs in a worker thread (ADR 097); over them: no text. */
  textExtractLimits: TextExtractLimits;
  /** Where the local storage keeps file contents (by SHA-256). */
  storageDir: string;
}

export interface TextExtractLimits {
  /** What the parts of a Word or Excel file (a zip) may inflate to, checked before parsing. */
  maxInflatedMb: number;
  /** The worker thread's heap. */
  memoryMb: number;
  /** Wall-clock time before the worker is stopped. */
  timeoutSeconds: number;
}

export type PaymentProcessorConfig =
  | {
      name: 'sandbox';
      /**
       * SANDBOX_WEBHOOK_SECRET; null when not set, which only the demo and tests accept (the sandbox
       * then signs with a random secret of the process): see requireSandboxWebhookSecret.
       */
      webhookSecret: string | null;
      /** Kinds whose calls answer "unavailable" (SANDBOX_PROCESSOR_UNAVAILABLE), to rehearse an outage. */
      unavailable: ('card' | 'bank')[];
    }
  | { name: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

export interface HandoverConfig {
  /** Inline JSON Web Key Set (HANDOVER_JWKS). */
  jwks: { keys: Record<string, unknown>[] } | null;
  jwksUrl: string | null;
  /** The `iss` external handover tokens must carry; without it only the portal's own handovers work. */
  issuer: string | null;
}

export interface SsoConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | null;
  /** The SPA page the provider sends the browser back to. */
  redirectPath: string;
}

const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${label}` },
  );

const integerIn = (min: number, max: number, label: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: label })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, { message: label });

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

/** The former default: anyone who read the source could sign a sandbox webhook with it. */
const publishedSandboxSecret = 'whsec_sandbox_development_only';

const envSchema = z.object({
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
  CAPTCHA_HMAC_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  CAPTCHA_MAX_NUMBER: integerIn(10, 10_000_000, 'must be an integer between 10 and 10000000').default(
    100_000,
  ),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  FRAME_ANCESTORS: z
    .string()
    .regex(/^[^;,]+$/, { message: "must be space-separated CSP sources without ';' or ','" })
    .default("'self'"),
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
  USERS_API_BASE: serviceBaseSchema.default(defaultServiceBases.users),
  ASSOCIATIONS_API_BASE: serviceBaseSchema.default(defaultServiceBases.associations),
  ACTION_ITEMS_API_BASE: serviceBaseSchema.default(defaultServiceBases.actionItems),
  PAYMENTS_API_BASE: serviceBaseSchema.default(defaultServiceBases.payments),
  EXPRESS_PAY_API_BASE: serviceBaseSchema.default(defaultServiceBases.expressPay),
  HANDOVER_JWKS: z
    .string()
    .refine(
      (value) => {
        try {
          const parsed = JSON.parse(value) as { keys?: unknown };
          return Array.isArray(parsed.keys) && parsed.keys.every((k) => typeof k === 'object' && k !== null);
        } catch {
          return false;
        }
      },
      { message: 'must be a JSON Web Key Set: {"keys":[...]}' },
    )
    .optional(),
  HANDOVER_JWKS_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  HANDOVER_ISSUER: z.string().min(1).optional(),
  SSO_ISSUER_URL: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  SSO_CLIENT_ID: z.string().min(1).optional(),
  SSO_CLIENT_SECRET: z.string().min(1).optional(),
  JOBS: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  DOCUMENT_MAX_FILE_SIZE_MB: integerIn(1, 2048, 'must be an integer number of MB between 1 and 2048').default(
    25,
  ),
  DOCUMENT_TEXT_EXTRACT_MAX_MB: integerIn(
    0,
    2048,
    'must be an integer number of MB between 0 and 2048',
  ).default(25),
  DOCUMENT_TEXT_EXTRACT_MAX_INFLATED_MB: integerIn(
    1,
    2048,
    'must be an integer number of MB between 1 and 2048',
  ).default(40),
  DOCUMENT_TEXT_EXTRACT_MEMORY_MB: integerIn(
    32,
    16_384,
    'must be an integer number of MB between 32 and 16384',
  ).default(512),
  DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS: integerIn(
    1,
    3600,
    'must be an integer number of seconds between 1 and 3600',
  ).default(20),
  DOCUMENT_STORAGE_DIR: z.string().optional(),
  SSO_REDIRECT_PATH: z
    .string()
    .regex(/^\/[^/]/, { message: 'must be a path starting with /' })
    .default('/auth/sso'),
  PAYMENT_PROCESSOR: z
    .enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, {
      message: 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, { message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: 'must be at least 16 characters' })
    .refine((value) => value !== publishedSandboxSecret, {
      message: 'must not be the development value published in the source code',
    })
    .optional(),
  SANDBOX_PROCESSOR_UNAVAILABLE: z
    .string()
    .regex(/^(card|bank)(,(card|bank))*$/, { message: "must be 'card', 'bank' or 'card,bank'" })
    .optional(),
});

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim());
}

function toServiceBase(value: string): ServiceBase {
  const url = new URL(value, 'http://placeholder.invalid');
  const mountPath = url.pathname.replace(/\/+$/, '');
  return { value, mountPath, origin: value.startsWith('/') ? null : url.origin };
}

/** Parses and validates the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
  // An empty variable means "not set": `PORT= npm start` should use the default, not fail.
  const input = Object.fromEntries(keys.map((key) => [key, optional(env[key])]));
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `${key} ${issue.message} (got ${JSON.stringify(input[key])})`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const serviceBases = Object.fromEntries(
    serviceNames.map((name) => [name, toServiceBase(e[serviceBaseEnv[name] as keyof typeof e] as string)]),
  ) as Record<ServiceName, ServiceBase>;

  if (e.SSO_ISSUER_URL && !e.SSO_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: SSO_CLIENT_ID must be set when SSO_ISSUER_URL is set');
  }

  const paymentProcessor = paymentProcessorOf(e);

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
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? null,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    frameAncestors: e.FRAME_ANCESTORS.trim().split(/\s+/),
    pmbCustomers: e.PMB_CUSTOMERS.split(','),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(packageRoot, '..', 'web', 'dist')),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    serviceBases,
    handover: {
      jwks: e.HANDOVER_JWKS ? (JSON.parse(e.HANDOVER_JWKS) as HandoverConfig['jwks']) : null,
      jwksUrl: e.HANDOVER_JWKS_URL ?? null,
      issuer: e.HANDOVER_ISSUER ?? null,
    },
    sso:
      e.SSO_ISSUER_URL && e.SSO_CLIENT_ID
        ? {
            issuerUrl: e.SSO_ISSUER_URL,
            clientId: e.SSO_CLIENT_ID,
            clientSecret: e.SSO_CLIENT_SECRET ?? null,
            redirectPath: e.SSO_REDIRECT_PATH,
          }
        : null,
    jobs: e.JOBS === '1',
    documents: {
      maxFileSizeMb: e.DOCUMENT_MAX_FILE_SIZE_MB,
      textExtractMaxMb: e.DOCUMENT_TEXT_EXTRACT_MAX_MB,
      textExtractLimits: {
        maxInflatedMb: e.DOCUMENT_TEXT_EXTRACT_MAX_INFLATED_MB,
        memoryMb: e.DOCUMENT_TEXT_EXTRACT_MEMORY_MB,
        timeoutSeconds: e.DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS,
      },
      storageDir: path.resolve(e.DOCUMENT_STORAGE_DIR ?? path.join(e.DATA_DIR, 'documents')),
    },
    paymentProcessor,
  };
}

type ParsedEnv = z.infer<typeof envSchema>;

/** The processor's configuration; Stripe needs all three of its keys, of one mode (test or live). */
function paymentProcessorOf(e: ParsedEnv): PaymentProcessorConfig {
  if (e.PAYMENT_PROCESSOR === 'sandbox') {
    const unavailable = e.SANDBOX_PROCESSOR_UNAVAILABLE?.split(',') as ('card' | 'bank')[] | undefined;
    return {
      name: 'sandbox',
      webhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
      unavailable: [...new Set(unavailable)],
    };
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = e;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = (
      ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
    ).filter((key) => !e[key]);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set when PAYMENT_PROCESSOR is stripe`,
    );
  }
  const modeOf = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  if (modeOf(secretKey) !== modeOf(publishableKey)) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    );
  }
  return { name: 'stripe', secretKey, publishableKey, webhookSecret };
}

/**
 * At start-up, once it is known whether the database holds the demo data: outside the demo, the sandbox
 * processor needs SANDBOX_WEBHOOK_SECRET (a webhook signed with a secret anyone can know would be
 * accepted). The demo and tests run without it: the sandbox signs its own deliveries with a random
 * secret of the process.
 */
export function requireSandboxWebhookSecret(config: Pick<Config, 'paymentProcessor'>, demo: boolean): void {
  const processor = config.paymentProcessor;
  if (processor.name !== 'sandbox' || processor.webhookSecret !== null || demo) return;
  throw new ConfigError(
    'Invalid configuration: SANDBOX_WEBHOOK_SECRET must be set (at least 16 characters) when PAYMENT_PROCESSOR is sandbox and the database holds no demo data',
  );
}
