import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config/env-values';
import { envSchema, loadConfig } from './config/load-config';
import { requireSandboxWebhookSecret } from './config/payment-processor-env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeNull();
    expect(config.seedDemo).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.frameAncestors).toEqual(["'self'"]);
    expect(config.outsideLinks).toEqual({ helpCenterUrl: null, clickPayLoginUrl: null });
    expect(config.bodyLimitBytes).toBe(1024 * 1024);
    expect(config.trustProxy).toBe(false);
    expect(config.mailFrom).toBe('Community Portal <no-reply@portal.localhost>');
    expect(config.captchaHmacKey).toBeNull();
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.serviceBases.users).toEqual({ value: '/svc/users', mountPath: '/svc/users', origin: null });
  });

  it.each([
    ['PORT', 'abc', 'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be an integer between 1 and 65535 (got "70000")'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['REDIS_URL', 'http://cache', 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['SEED_DEMO', 'yes', 'SEED_DEMO must be 0 or 1 (got "yes")'],
    ['JOBS', 'on', 'JOBS must be 0 or 1 (got "on")'],
    ['PUBLIC_URL', 'localhost', 'PUBLIC_URL must be an absolute http(s) URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['BODY_LIMIT_BYTES', '-1', 'BODY_LIMIT_BYTES must be an integer number of bytes'],
    ['USERS_API_BASE', 'svc/users', 'USERS_API_BASE must be a path starting with /'],
    ['TRUST_PROXY', 'yes please', "TRUST_PROXY must be 'true', 'false' or a comma-separated list"],
    ['CAPTCHA_HMAC_KEY', 'short', 'CAPTCHA_HMAC_KEY must be at least 16 characters'],
    ['FRAME_ANCESTORS', "'self'; script-src *", 'FRAME_ANCESTORS must be space-separated CSP sources'],
    ['HELP_CENTER_URL', 'javascript:alert(1)', 'HELP_CENTER_URL must be an absolute http(s) URL'],
    ['CLICKPAY_LOGIN_URL', '/sso/login', 'CLICKPAY_LOGIN_URL must be an absolute http(s) URL'],
    ['PAYMENT_PROCESSOR', 'paypal', 'PAYMENT_PROCESSOR must be sandbox or stripe (got "paypal")'],
    ['STRIPE_SECRET_KEY', 'pk_test_abc', 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_abc', 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret', 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret'],
    ['SANDBOX_WEBHOOK_SECRET', 'short', 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters'],
    [
      'SANDBOX_WEBHOOK_SECRET',
      'whsec_sandbox_development_only',
      'SANDBOX_WEBHOOK_SECRET must not be the development value published in the source code',
    ],
    [
      'DOCUMENT_TEXT_EXTRACT_MEMORY_MB',
      '8',
      'DOCUMENT_TEXT_EXTRACT_MEMORY_MB must be an integer number of MB',
    ],
    [
      'DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS',
      '0',
      'DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS must be an integer',
    ],
    [
      'DOCUMENT_TEXT_EXTRACT_MAX_INFLATED_MB',
      'x',
      'DOCUMENT_TEXT_EXTRACT_MAX_INFLATED_MB must be an integer',
    ],
    [
      'SANDBOX_PROCESSOR_UNAVAILABLE',
      'cash',
      "SANDBOX_PROCESSOR_UNAVAILABLE must be 'card', 'bank' or 'card,bank'",
    ],
  ])('names %s when it is invalid', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('trusts X-Forwarded-For only from the configured proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: '2' })).toThrow(/PORT .*; SEED_DEMO/);
  });

  it('runs the billing jobs unless JOBS=0', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: '0' }).jobs).toBe(false);
  });

  it('keeps rate-limit counters in Redis only with REDIS_URL, and knows production by NODE_ENV', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'hoa:', production: false });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', NODE_ENV: 'production' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      production: true,
    });
    expect(loadConfig({ NODE_ENV: 'staging' }).production).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('mounts an absolute service base at its pathname and keeps its origin for the CSP', () => {
    const config = loadConfig({ PAYMENTS_API_BASE: 'https://pay.example.com/connect/' });
    expect(config.serviceBases.payments).toEqual({
      value: 'https://pay.example.com/connect/',
      mountPath: '/connect',
      origin: 'https://pay.example.com',
    });
  });

  it('refuses two services at one path', () => {
    expect(() => loadConfig({ USERS_API_BASE: '/svc/x', PAYMENTS_API_BASE: '/SVC/X' })).toThrow(
      'PAYMENTS_API_BASE must not share its path with USERS_API_BASE',
    );
  });

  it('derives PUBLIC_URL from PORT and splits FRAME_ANCESTORS', () => {
    const config = loadConfig({ PORT: '3105', FRAME_ANCESTORS: "'self'  https://hoa.example.com" });
    expect(config.publicUrl).toBe('http://localhost:3105');
    expect(config.frameAncestors).toEqual(["'self'", 'https://hoa.example.com']);
  });

  describe('payment processor', () => {
    const stripeKeys = {
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };

    it('is the sandbox by default, without a webhook secret and nothing switched off', () => {
      expect(loadConfig({}).paymentProcessor).toEqual({
        name: 'sandbox',
        webhookSecret: null,
        unavailable: [],
      });
      expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).paymentProcessor).toMatchObject(
        {
          webhookSecret: 'whsec_0123456789abcdef',
        },
      );
    });

    it('needs SANDBOX_WEBHOOK_SECRET at start-up outside the demo, naming it', () => {
      expect(() => requireSandboxWebhookSecret(loadConfig({}), false)).toThrow(ConfigError);
      expect(() => requireSandboxWebhookSecret(loadConfig({}), false)).toThrow(
        'Invalid configuration: SANDBOX_WEBHOOK_SECRET must be set (at least 16 characters) when PAYMENT_PROCESSOR is sandbox and the database holds no demo data',
      );
      expect(() => requireSandboxWebhookSecret(loadConfig({}), true)).not.toThrow();
      const withSecret = loadConfig({ SANDBOX_WEBHOOK_SECRET: 'whsec_0123456789abcdef' });
      expect(() => requireSandboxWebhookSecret(withSecret, false)).not.toThrow();
      expect(() => requireSandboxWebhookSecret(loadConfig(stripeKeys), false)).not.toThrow();
    });

    it('can rehearse a sandbox outage of one kind or both', () => {
      expect(loadConfig({ SANDBOX_PROCESSOR_UNAVAILABLE: 'bank' }).paymentProcessor).toMatchObject({
        unavailable: ['bank'],
      });
      expect(loadConfig({ SANDBOX_PROCESSOR_UNAVAILABLE: 'card,bank,card' }).paymentProcessor).toMatchObject({
        unavailable: ['card', 'bank'],
      });
    });

    it('is Stripe with its three keys', () => {
      expect(loadConfig(stripeKeys).paymentProcessor).toEqual({
        name: 'stripe',
        secretKey: 'sk_test_51abc',
        publishableKey: 'pk_test_51abc',
        webhookSecret: 'whsec_abc',
      });
    });

    it('names every Stripe key that is missing', () => {
      expect(() => loadConfig({ PAYMENT_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
        'Invalid configuration: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROCESSOR is stripe',
      );
      expect(() => loadConfig({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(ConfigError);
    });

    it('refuses a test key with a live key', () => {
      expect(() => loadConfig({ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toThrow(
        'must both be test keys or both live keys',
      );
    });
  });
  describe('object storage (S3)', () => {
    const store = {
      S3_BUCKET: 'hoa-documents',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };

    it('keeps documents on the local disk unless S3_BUCKET is set', () => {
      expect(loadConfig({}).documents.s3).toBeNull();
      expect(loadConfig(store).documents.s3).toEqual({
        bucket: 'hoa-documents',
        region: 'us-east-1',
        endpoint: null,
        forcePathStyle: false,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        keyPrefix: 'documents/',
      });
    });

    it('puts the bucket in the path for a store of its own address unless told otherwise', () => {
      const local = { ...store, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' };
      expect(loadConfig(local).documents.s3).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
      });
      expect(loadConfig({ ...local, S3_FORCE_PATH_STYLE: '0' }).documents.s3?.forcePathStyle).toBe(false);
      expect(loadConfig({ ...store, S3_FORCE_PATH_STYLE: '1' }).documents.s3?.forcePathStyle).toBe(true);
      expect(loadConfig({ ...store, S3_KEY_PREFIX: 'portal/files/' }).documents.s3?.keyPrefix).toBe(
        'portal/files/',
      );
    });

    it('names the keys a bucket needs', () => {
      expect(() => loadConfig({ S3_BUCKET: 'hoa-documents' })).toThrow(
        'Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
      );
      expect(() => loadConfig({ ...store, S3_SECRET_ACCESS_KEY: '' })).toThrow(
        'Invalid configuration: S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set',
      );
    });

    it('refuses S3 settings without a bucket, naming them', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
        'Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is set (unset them to keep documents on the local disk)',
      );
      expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
        'S3_BUCKET must be set when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set',
      );
    });

    it.each([
      ['S3_BUCKET', 'My_Bucket', 'S3_BUCKET must be an S3 bucket name (3 to 63 lowercase letters'],
      ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be an absolute http(s) URL'],
      ['S3_REGION', 'EU West', 'S3_REGION must be a region name such as us-east-1'],
      ['S3_FORCE_PATH_STYLE', 'yes', 'S3_FORCE_PATH_STYLE must be 0 or 1 (got "yes")'],
      ['S3_KEY_PREFIX', 'documents', 'S3_KEY_PREFIX must be folder names'],
      ['S3_KEY_PREFIX', '/documents/', 'S3_KEY_PREFIX must be folder names'],
      ['S3_KEY_PREFIX', 'a/../b/', 'S3_KEY_PREFIX must not contain . or .. folders'],
    ])('names %s when it is invalid (%s)', (name, value, message) => {
      expect(() => loadConfig({ ...store, [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...store, [name]: value })).toThrow(message);
    });
  });
});

describe('the configuration documents', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  it.each(['README.md', 'docs/deploy.md'])('%s names every variable the server reads', (file) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const missing = Object.keys(envSchema.shape).filter((name) => !text.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
