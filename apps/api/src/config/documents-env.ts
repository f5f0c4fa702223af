import path from 'node:path';
import { z } from 'zod';
import type { DocumentsConfig, S3StorageConfig } from './config-types';
import { integerIn } from './env-values';

/** Association documents: upload size, text extraction limits (ADR 071, 097), storage. */
export const documentsEnv = z.object({
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
});

/** `dataDir` is DATA_DIR as given: the storage directory defaults to its `documents` folder. */
export function documentsOf(
  e: z.infer<typeof documentsEnv>,
  dataDir: string,
  s3: S3StorageConfig | null,
): DocumentsConfig {
  return {
    maxFileSizeMb: e.DOCUMENT_MAX_FILE_SIZE_MB,
    textExtractMaxMb: e.DOCUMENT_TEXT_EXTRACT_MAX_MB,
    textExtractLimits: {
      maxInflatedMb: e.DOCUMENT_TEXT_EXTRACT_MAX_INFLATED_MB,
      memoryMb: e.DOCUMENT_TEXT_EXTRACT_MEMORY_MB,
      timeoutSeconds: e.DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS,
    },
    storageDir: path.resolve(e.DOCUMENT_STORAGE_DIR ?? path.join(dataDir, 'documents')),
    s3,
  };
}
