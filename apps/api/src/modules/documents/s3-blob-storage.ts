import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../../config/config-types';
import { type BlobStorage, blobKey, stageFile } from './blob-storage';

/** Parts of a multipart upload: S3's smallest; two in flight, so an upload holds about 10 MB at most. */
const partSize = 5 * 1024 * 1024;
const partsInFlight = 2;

/** Whether the store answered 404 (no such key), as opposed to any other failure. */
function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const name = (error as { name?: string } | null)?.name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/** `bytes 0-9/1234` → 1234 (GetObject's Content-Range with a range). */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? undefined : Number(total);
}

/** The S3 client for the configured store (the SDK is loaded only when a store is configured). */
export async function s3ClientOf(config: S3StorageConfig): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // checksums only where S3 requires them: the SDK's default (CRC32 in aws-chunked trailers on every
    // upload) is refused by many S3-compatible stores; content is addressed by SHA-256 anyway
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Contents in an S3-compatible bucket under `<prefix>ab/cd/abcd…` (ADR 134). Uploads are staged on the
 * local disk first (the checks and text extraction read a local file); commit uploads the staged file,
 * streamed in parts, unless the key already holds it (content-addressed: same key, same bytes). Reads
 * stream GetObject's body, a range passed on as S3's own Range.
 */
export async function s3BlobStorage(config: S3StorageConfig, stagingDir: string): Promise<BlobStorage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = await s3ClientOf(config);
  const Bucket = config.bucket;
  const keyOf = (sha256: string) => `${config.keyPrefix}${blobKey(sha256)}`;

  async function exists(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    async stage(source) {
      const staged = await stageFile(stagingDir, source);
      return {
        ...staged,
        async commit() {
          const Key = keyOf(staged.sha256);
          // called under the blob's advisory lock: no deletion of the same content runs meanwhile
          if (await exists(Key)) return;
          const upload = new Upload({
            client,
            params: {
              Bucket,
              Key,
              Body: createReadStream(staged.path),
              ContentType: 'application/octet-stream',
            },
            partSize,
            queueSize: partsInFlight,
            leavePartsOnError: false,
          });
          await upload.done();
        },
        discard: () => rm(staged.path, { force: true }),
      };
    },
    async open(sha256, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(sha256),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const size = range ? totalOf(answer.ContentRange) : answer.ContentLength;
        if (!answer.Body || size === undefined) throw new Error('The store answered without a body or size');
        return { stream: answer.Body as Readable, size };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(sha256) {
      // deleting a key that is not there succeeds
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(sha256) }));
    },
    async close() {
      client.destroy();
    },
  };
}
