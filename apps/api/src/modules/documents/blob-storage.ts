import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes are kept for content sniffing (file-type reads at most ~4 KB). */
export const headBytes = 4100;

/** A file written to the store's staging area, not yet part of the store. */
export interface StagedBlob {
  sha256: string;
  size: number;
  /** The first bytes, for detecting the type from the content. */
  head: Buffer;
  /** A local path to read it from while staged (text extraction). */
  path: string;
  /** Puts it into the store under its hash (identical content is kept once). */
  commit(): Promise<void>;
  /** Forgets the staged copy (a refused upload, or after the commit). */
  discard(): Promise<void>;
}

/** Bytes `start` to `end` of a blob, both included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored blob being read: the bytes asked for, and the size of the whole blob. */
export interface OpenedBlob {
  stream: Readable;
  size: number;
}

/**
 * The storage port for document contents (ADR 071, 134): contents are addressed by SHA-256. The local
 * folder is the default; `s3-blob-storage.ts` keeps them in an S3-compatible store, staging on local disk
 * and uploading on commit.
 */
export interface BlobStorage {
  /** Streams `source` to staging while hashing it; never holds the whole file in memory. */
  stage(source: Readable): Promise<StagedBlob>;
  /** The blob, or only `range` of it (within the blob); null when it is not stored. */
  open(sha256: string, range?: ByteRange): Promise<OpenedBlob | null>;
  remove(sha256: string): Promise<void>;
  /** Lets go of connections (the app closes the storage it built). */
  close(): Promise<void>;
}

/** Where a blob lives below the store's root: `ab/cd/abcd…` (two levels keep folders small). */
export function blobKey(sha256: string, separator = '/'): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Not a SHA-256 hex digest');
  return [sha256.slice(0, 2), sha256.slice(2, 4), sha256].join(separator);
}

class HashAndHead extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.headSize < headBytes) {
      const part = chunk.subarray(0, headBytes - this.headSize);
      this.headChunks.push(Buffer.from(part));
      this.headSize += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/** A file streamed to `stagingDir` while hashed; the caller decides where it goes. */
export async function stageFile(
  stagingDir: string,
  source: Readable,
): Promise<Pick<StagedBlob, 'sha256' | 'size' | 'head' | 'path'>> {
  await mkdir(stagingDir, { recursive: true });
  const tempPath = path.join(stagingDir, randomUUID());
  const meter = new HashAndHead();
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { sha256: meter.hash.digest('hex'), size: meter.size, head: meter.head(), path: tempPath };
}

/** Contents under `root/ab/cd/abcd…`, staging under `root/.staging`. */
export function localBlobStorage(root: string): BlobStorage {
  const staging = path.join(root, '.staging');
  const blobPath = (sha256: string) => path.join(root, blobKey(sha256, path.sep));
  return {
    async stage(source) {
      const staged = await stageFile(staging, source);
      return {
        ...staged,
        async commit() {
          const target = blobPath(staged.sha256);
          await mkdir(path.dirname(target), { recursive: true });
          // rename replaces atomically; an existing file has the same content
          await rename(staged.path, target);
        },
        discard: () => rm(staged.path, { force: true }),
      };
    },
    async open(sha256, range) {
      const file = blobPath(sha256);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        return null;
      }
      return { stream: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size };
    },
    async remove(sha256) {
      await rm(blobPath(sha256), { force: true });
    },
    async close() {},
  };
}
