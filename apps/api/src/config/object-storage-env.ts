import { z } from 'zod';
import type { S3StorageConfig } from './config-types';
import { ConfigError, urlWithProtocols } from './env-values';

/** An S3-compatible store for document contents (ADR 134); the local folder when S3_BUCKET is unset. */
export const objectStorageEnv = z.object({
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name such as us-east-1' })
    .optional(),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'an absolute http(s) URL').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)+$/, {
      message: 'must be folder names (letters, digits, _ . -) each ending in /, e.g. documents/',
    })
    .refine((value) => !value.split('/').some((part) => part === '.' || part === '..'), {
      message: 'must not contain . or .. folders',
    })
    .optional(),
});

type ObjectStorageEnv = z.infer<typeof objectStorageEnv>;

const settings = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_KEY_PREFIX',
] as const;
const keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The S3-compatible store, or null (local disk) when S3_BUCKET is unset. Another S3_ variable without a
 * bucket is a mistake (the contents would silently stay on one process's disk), and so is a bucket
 * without both keys.
 */
export function objectStorageOf(e: ObjectStorageEnv): S3StorageConfig | null {
  if (!e.S3_BUCKET) {
    const stray = settings.filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration: S3_BUCKET must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (unset them to keep documents on the local disk)`,
      );
    }
    return null;
  }
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    const missing = keys.filter((name) => !e[name]);
    throw new ConfigError(`Invalid configuration: ${missing.join(', ')} must be set when S3_BUCKET is set`);
  }
  const endpoint = e.S3_ENDPOINT ?? null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint,
    // S3-compatible servers (MinIO, s3rver, Ceph) mostly want the bucket in the path
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? endpoint !== null : e.S3_FORCE_PATH_STYLE === '1',
    accessKeyId,
    secretAccessKey,
    keyPrefix: e.S3_KEY_PREFIX ?? 'documents/',
  };
}
