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
  /** Moves it into the store under its hash (identical content is kept once). */
  commit(): Promise<void>;
  /** Forgets it (a refused upload). */
  discard(): Promise<void>;
}

/**
 * The storage port for document contents (ADR 071): contents are addressed by SHA-256. The local
 * adapter is the default; an S3-compatible adapter would stage to a temporary key and copy on commit.
 */
export interface BlobStorage {
  /** Streams `source` to staging while hashing it; never holds the whole file in memory. */
  stage(source: Readable): Promise<StagedBlob>;
  open(sha256: string): Promise<Readable | null>;
  remove(sha256: string): Promise<void>;
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

/** Contents under `root/ab/cd/abcd…` (two levels keep folders small), staging under `root/.staging`. */
export function localBlobStorage(root: string): BlobStorage {
  const staging = path.join(root, '.staging');
  const blobPath = (sha256: string) => {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('Not a SHA-256 hex digest');
    return path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  return {
    async stage(source) {
      await mkdir(staging, { recursive: true });
      const tempPath = path.join(staging, randomUUID());
      const meter = new HashAndHead();
      try {
        await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      const sha256 = meter.hash.digest('hex');
      return {
        sha256,
        size: meter.size,
        head: meter.head(),
        path: tempPath,
        async commit() {
          const target = blobPath(sha256);
          await mkdir(path.dirname(target), { recursive: true });
          // rename replaces atomically; an existing file has the same content
          await rename(tempPath, target);
        },
        discard: () => rm(tempPath, { force: true }),
      };
    },
    async open(sha256) {
      const file = blobPath(sha256);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(sha256) {
      await rm(blobPath(sha256), { force: true });
    },
  };
}
