import type { ServiceName } from '@hoa/contracts/services';

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
  /** CSP frame-ancestors: the hosts allowed to embed the portal (`/embed/...`) in an iframe (ADR 105). */
  frameAncestors: string[];
  /** Addresses outside the portal it links to; each null when not configured, and its entry not shown. */
  outsideLinks: OutsideLinks;
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
  /**
   * On SIGTERM, how long the process answers "not ready" (and still serves) before it stops accepting
   * requests, so a load balancer's health checks take it out first (0: stop at once).
   */
  drainSeconds: number;
  /** Which payment processor adapter runs, with its keys (ADR 050). */
  paymentProcessor: PaymentProcessorConfig;
  /** Association documents: upload limit and text extraction (ADR 071). */
  documents: DocumentsConfig;
  /** The rules assistant: its optional model (ADR 122). */
  assistant: AssistantConfig;
}

export interface AssistantConfig {
  /** An OpenAI-compatible endpoint that composes answers; null: extractive answers only. */
  model: { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number } | null;
}

export interface OutsideLinks {
  /** HELP_CENTER_URL: the support site on the help page. */
  helpCenterUrl: string | null;
  /** CLICKPAY_LOGIN_URL: where the ClickPay portal's single sign-on takes the handoff token. */
  clickPayLoginUrl: string | null;
}

export interface DocumentsConfig {
  /** Largest file an upload may carry, in MB (SPEC §9: configurable, shown in the message). */
  maxFileSizeMb: number;
  /** Files up to this size have their text extracted for search; larger ones are found by name. */
  textExtractMaxMb: number;
  /** Hard limits of one extraction, which runs in a worker thread (ADR 097); over them: no text. */
  textExtractLimits: TextExtractLimits;
  /** Where the local storage keeps file contents (by SHA-256); with `s3`, only uploads being checked. */
  storageDir: string;
  /** The S3-compatible store of the contents (S3_BUCKET, ADR 134); null: the local folder. */
  s3: S3StorageConfig | null;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** The store's address (MinIO, Ceph, another provider); null: AWS's own for the region. */
  endpoint: string | null;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every key starts with it (e.g. `documents/`), so a bucket can hold other things too. */
  keyPrefix: string;
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
