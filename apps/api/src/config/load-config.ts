import { z } from 'zod';
import { assistantEnv, assistantOf } from './assistant-env';
import type { Config } from './config-types';
import { documentsEnv, documentsOf } from './documents-env';
import { ConfigError, optional } from './env-values';
import { handoverOf, identityEnv, ssoOf } from './identity-env';
import { objectStorageEnv, objectStorageOf } from './object-storage-env';
import { paymentProcessorEnv, paymentProcessorOf } from './payment-processor-env';
import { serverConfigOf, serverEnv } from './server-env';
import { serviceBasesEnv, serviceBasesOf } from './service-bases';

/** Every variable the server reads, by area. */
export const envSchema = z.object({
  ...serverEnv.shape,
  ...identityEnv.shape,
  ...serviceBasesEnv.shape,
  ...documentsEnv.shape,
  ...objectStorageEnv.shape,
  ...paymentProcessorEnv.shape,
  ...assistantEnv.shape,
});

/** Parses and validates the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
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
  // the checks across variables, in the order they have always run
  const sso = ssoOf(e);
  const paymentProcessor = paymentProcessorOf(e);
  const serviceBases = serviceBasesOf(e);
  const s3 = objectStorageOf(e);
  return {
    ...serverConfigOf(e),
    captchaHmacKey: e.CAPTCHA_HMAC_KEY ?? null,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER,
    serviceBases,
    handover: handoverOf(e),
    sso,
    documents: documentsOf(e, e.DATA_DIR, s3),
    paymentProcessor,
    assistant: assistantOf(e),
  };
}
