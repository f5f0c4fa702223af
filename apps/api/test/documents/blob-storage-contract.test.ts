import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type BlobStorage, headBytes, localBlobStorage } from '../../src/modules/documents/blob-storage';
import { s3BlobStorage } from '../../src/modules/documents/s3-blob-storage';
import { tempDir } from '../helper';
import { startS3Server, type TestS3Server } from '../s3-server';

interface Subject {
  storage: BlobStorage;
  /** How many stored copies of the content there are. */
  copies(sha256: string): number;
  s3: TestS3Server | null;
}

/** Both adapters, each fresh for one test: the local folder, and s3rver through the S3 adapter. */
const adapters: Record<'local' | 's3', () => Promise<Subject>> = {
  local: async () => {
    const root = tempDir('hoa-blobs-');
    return {
      storage: localBlobStorage(root),
      copies: (sha256) => {
        const folder = path.join(root, sha256.slice(0, 2), sha256.slice(2, 4));
        return existsSync(folder) ? readdirSync(folder).filter((name) => name === sha256).length : 0;
      },
      s3: null,
    };
  },
  s3: async () => {
    const s3 = await startS3Server();
    const storage = await s3BlobStorage(s3.config, path.join(tempDir('hoa-staging-'), '.staging'));
    onTestFinished(() => storage.close());
    return {
      storage,
      // every object created under the content's key, less those removed
      copies: (sha256) =>
        s3.events.filter((e) => e.key.endsWith(sha256) && e.name.startsWith('ObjectCreated')).length -
        s3.events.filter((e) => e.key.endsWith(sha256) && e.name.startsWith('ObjectRemoved')).length,
      s3,
    };
  },
};

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A stream in several chunks, as an upload arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000, 5000), bytes.subarray(5000)]);

describe.each(Object.keys(adapters) as (keyof typeof adapters)[])('blob storage: %s', (name) => {
  it('stages while hashing, keeps nothing until commit, then opens the whole blob or a range', async () => {
    const { storage } = await adapters[name]();
    const bytes = randomBytes(20_000);
    const staged = await storage.stage(streamOf(bytes));
    expect(staged.sha256).toBe(sha256Of(bytes));
    expect(staged.size).toBe(bytes.length);
    expect(staged.head.equals(bytes.subarray(0, headBytes))).toBe(true);
    expect(readFileSync(staged.path).equals(bytes)).toBe(true);
    expect(await storage.open(staged.sha256)).toBeNull();

    await staged.commit();
    await staged.discard();
    expect(existsSync(staged.path)).toBe(false);
    const whole = await storage.open(staged.sha256);
    expect(whole?.size).toBe(bytes.length);
    expect((await buffer(whole?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);
    const part = await storage.open(staged.sha256, { start: 10, end: 19 });
    expect(part?.size).toBe(bytes.length);
    expect((await buffer(part?.stream ?? Readable.from([]))).equals(bytes.subarray(10, 20))).toBe(true);
    const tail = await storage.open(staged.sha256, { start: 19_990, end: 19_999 });
    expect((await buffer(tail?.stream ?? Readable.from([]))).equals(bytes.subarray(19_990))).toBe(true);
  });

  it('keeps identical content once, and removes it (twice is no error)', async () => {
    const { storage, copies, s3 } = await adapters[name]();
    const bytes = randomBytes(3000);
    const sha256 = sha256Of(bytes);
    for (let i = 0; i < 2; i++) {
      const staged = await storage.stage(streamOf(bytes));
      await staged.commit();
      await staged.discard();
    }
    expect(copies(sha256)).toBe(1);
    if (s3) expect(s3.events.filter((e) => e.name === 'ObjectCreated:Put')).toHaveLength(1);

    await storage.remove(sha256);
    expect(await storage.open(sha256)).toBeNull();
    expect(copies(sha256)).toBe(0);
    await storage.remove(sha256);
    expect(await storage.open(sha256)).toBeNull();
  });

  it('forgets a discarded upload', async () => {
    const { storage, copies } = await adapters[name]();
    const bytes = randomBytes(100);
    const staged = await storage.stage(streamOf(bytes));
    await staged.discard();
    expect(existsSync(staged.path)).toBe(false);
    expect(await storage.open(staged.sha256)).toBeNull();
    expect(copies(staged.sha256)).toBe(0);
  });

  it('keeps a file larger than one upload part whole (a multipart upload to S3)', async () => {
    const { storage, s3 } = await adapters[name]();
    const bytes = randomBytes(11 * 1024 * 1024 + 7);
    const staged = await storage.stage(streamOf(bytes));
    await staged.commit();
    await staged.discard();
    const opened = await storage.open(staged.sha256);
    expect(opened?.size).toBe(bytes.length);
    const read = await buffer(opened?.stream ?? Readable.from([]));
    expect(sha256Of(read)).toBe(staged.sha256);
    if (s3) {
      // three parts, completed as one object
      expect(s3.events.map((e) => e.name)).toEqual(['ObjectCreated:Post']);
      expect(s3.events[0]?.key).toBe(
        `documents/${staged.sha256.slice(0, 2)}/${staged.sha256.slice(2, 4)}/${staged.sha256}`,
      );
    }
  });
});

describe('blob storage: s3 failures', () => {
  it('reports a store that refuses the keys, rather than calling the content missing', async () => {
    const s3 = await startS3Server();
    // s3rver checks the access key, not a version 4 signature
    const storage = await s3BlobStorage(
      { ...s3.config, accessKeyId: 'NOT-A-KEY' },
      path.join(tempDir('hoa-staging-'), '.staging'),
    );
    const staged = await storage.stage(Readable.from([Buffer.from('contents')]));
    const refused = { $metadata: { httpStatusCode: 403 } };
    await expect(staged.commit()).rejects.toMatchObject(refused);
    await expect(storage.open(staged.sha256)).rejects.toMatchObject(refused);
    await expect(storage.remove(staged.sha256)).rejects.toMatchObject(refused);
    await staged.discard();
    await storage.close();
  });

  it('reports a store that does not answer', async () => {
    const s3 = await startS3Server();
    const storage = await s3BlobStorage(s3.config, path.join(tempDir('hoa-staging-'), '.staging'));
    const staged = await storage.stage(Readable.from([Buffer.from('contents')]));
    await staged.commit();
    await s3.stop();
    await expect(storage.open(staged.sha256)).rejects.toThrow();
    await staged.discard();
    await storage.close();
  });
});
