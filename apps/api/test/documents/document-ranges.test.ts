import { describe, expect, it } from 'vitest';
import { as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { startS3Server, type TestS3Server } from '../s3-server';
import { folderId, setUp, upload } from './library';

/** 1000 bytes of text, none two in a row alike, so a shifted range would not match. */
const bytes = Buffer.from(
  Array.from({ length: 1000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join(''),
);

/** The library on each adapter: the local folder, or s3rver through the S3 adapter. */
async function uploaded(kind: Parameters<typeof setUp>[0], adapter: 'local' | 's3') {
  const s3: TestS3Server | null = adapter === 's3' ? await startS3Server() : null;
  const { test, world, meadow } = await setUp(kind, s3?.env ?? {});
  const rules = await folderId(test, meadow, 'Rules and Regulations');
  const response = await upload(test, world.tokens.board, meadow, rules, { name: 'Range Notes.txt', bytes });
  expect(response.statusCode, response.body).toBe(201);
  const url = `${associationsApi}/associations/${meadow}/Documents/${response.json().id}`;
  const get = (headers: Record<string, string> = {}) =>
    as(test.app, world.tokens.homeownerB).get(url, { headers });
  return { get, s3 };
}

forEachDatabase((kind) => {
  describe.each(['local', 's3'] as const)('document downloads with ranges (%s)', {
    timeout: 120_000,
  }, (adapter) => {
    it('answers one range with 206 and the same headers as the whole file', async () => {
      const { get, s3 } = await uploaded(kind, adapter);
      const whole = await get();
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['content-length']).toBe('1000');
      expect(whole.headers['content-range']).toBeUndefined();

      const part = await get({ range: 'bytes=100-149' });
      expect(part.statusCode, part.body).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(100, 150))).toBe(true);
      expect(part.headers['content-range']).toBe('bytes 100-149/1000');
      expect(part.headers['content-length']).toBe('50');
      for (const header of [
        'content-type',
        'content-disposition',
        'cache-control',
        'etag',
        'accept-ranges',
      ]) {
        expect(part.headers[header], header).toBe(whole.headers[header]);
      }
      expect(part.headers['cache-control']).toBe('private, no-store');
      expect(part.headers['content-disposition']).toMatch(/^attachment; filename="Range Notes.txt"/);
      if (s3) {
        // the store was asked for those bytes only, not the whole object
        expect(s3.ranges).toContain('bytes=100-149');
      }

      // open-ended, suffix, and an end past the file (cut to its last byte)
      const from = await get({ range: 'bytes=990-' });
      expect([from.statusCode, from.headers['content-range']]).toEqual([206, 'bytes 990-999/1000']);
      expect(from.rawPayload.equals(bytes.subarray(990))).toBe(true);
      const last = await get({ range: 'bytes=-5' });
      expect([last.statusCode, last.headers['content-range']]).toEqual([206, 'bytes 995-999/1000']);
      expect(last.rawPayload.equals(bytes.subarray(995))).toBe(true);
      const beyond = await get({ range: 'bytes=998-5000' });
      expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([206, 'bytes 998-999/1000']);
      expect(beyond.rawPayload.equals(bytes.subarray(998))).toBe(true);
    });

    it('answers 416 for a range past the end and the whole file for what it does not serve', async () => {
      const { get } = await uploaded(kind, adapter);
      const past = await get({ range: 'bytes=1000-1010' });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */1000');
      expect(past.json()).toMatchObject({
        errorCode: 'RANGE_NOT_SATISFIABLE',
        detail: 'The file has 1000 bytes.',
      });
      expect((await get({ range: 'bytes=-0' })).statusCode).toBe(416);
      // several ranges, another unit, a backwards range, nonsense: the whole file
      for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-3', 'bytes=x']) {
        const answer = await get({ range });
        expect(answer.statusCode, range).toBe(200);
        expect(answer.rawPayload.equals(bytes), range).toBe(true);
      }
      // If-Range: the range only while the file is the one the client has
      const { etag } = (await get()).headers;
      expect((await get({ range: 'bytes=0-9', 'if-range': String(etag) })).statusCode).toBe(206);
      const changed = await get({ range: 'bytes=0-9', 'if-range': '"0000"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(bytes)).toBe(true);
    });
  });
});
