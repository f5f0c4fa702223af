import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderDemoPdf } from '../../src/seed/demo-documents';
import { as, associationsApi } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { startS3Server } from '../s3-server';
import { folderId, setUp, upload } from './library';

/** Every file below `dir` (the local folders hold nothing but staging when the store is S3). */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

forEachDatabase((kind) => {
  describe('two processes sharing the database and the S3 store', { timeout: 120_000 }, () => {
    it('downloads through one app what was uploaded through the other, and deletes it for both', async () => {
      const s3 = await startS3Server();
      const { test: first, world, meadow } = await setUp(kind, s3.env);
      // the second app has its own local folder: only the database and the bucket are shared
      const second = await buildTestApp(kind, { database: first.database, env: s3.env });
      expect(second.config.documents.storageDir).not.toBe(first.config.documents.storageDir);
      const before = new Set(filesBelow(first.config.documents.storageDir));

      const rules = await folderId(first, meadow, 'Rules and Regulations');
      const bytes = await renderDemoPdf({ title: 'Shared Store', paragraphs: ['Uploaded to one process.'] });
      const created = await upload(first, world.tokens.board, meadow, rules, { name: 'Shared.pdf', bytes });
      expect(created.statusCode, created.body).toBe(201);
      const url = `${associationsApi}/associations/${meadow}/Documents/${created.json().id}`;
      expect(s3.events.filter((e) => e.name.startsWith('ObjectCreated'))).toHaveLength(1);
      // nothing of the upload stayed on the first app's disk (staged, uploaded, then removed)
      expect(filesBelow(first.config.documents.storageDir).filter((file) => !before.has(file))).toEqual([]);

      const downloaded = await as(second.app, world.tokens.homeownerB).get(url);
      expect(downloaded.statusCode, downloaded.body).toBe(200);
      expect(downloaded.headers['content-type']).toBe('application/pdf');
      expect(downloaded.rawPayload.equals(bytes)).toBe(true);
      const part = await as(second.app, world.tokens.homeownerB).get(url, {
        headers: { range: 'bytes=0-4' },
      });
      expect([part.statusCode, part.rawPayload.toString()]).toEqual([206, '%PDF-']);
      // the second app found it by text, too: search reads the database both share
      const found = await as(second.app, world.tokens.homeownerB).get(
        `${associationsApi}/associations/${meadow}/Documents/Search?q=uploaded`,
      );
      expect(found.json().results.map((hit: { name: string }) => hit.name)).toContain('Shared.pdf');

      // deleted through the second app: the object goes, and the first app no longer finds it
      const deleted = await as(second.app, world.tokens.board).delete(url);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(s3.events.map((e) => e.name)).toEqual(['ObjectCreated:Put', 'ObjectRemoved:Delete']);
      expect((await as(first.app, world.tokens.homeownerB).get(url)).statusCode).toBe(404);
    });

    it('keeps content uploaded twice through different apps once, until its last document goes', async () => {
      const s3 = await startS3Server();
      const { test: first, world, meadow } = await setUp(kind, s3.env);
      const second = await buildTestApp(kind, { database: first.database, env: s3.env });
      const rules = await folderId(first, meadow, 'Rules and Regulations');
      const bytes = Buffer.from('Quiet hours are 10 pm to 7 am.\n');
      const one = await upload(first, world.tokens.board, meadow, rules, { name: 'Quiet.txt', bytes });
      const two = await upload(second, world.tokens.board, meadow, rules, { name: 'Quiet 2.txt', bytes });
      expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
      expect(s3.events.filter((e) => e.name.startsWith('ObjectCreated'))).toHaveLength(1);

      const urlOf = (id: number) => `${associationsApi}/associations/${meadow}/Documents/${id}`;
      expect((await as(first.app, world.tokens.board).delete(urlOf(one.json().id))).statusCode).toBe(200);
      expect(s3.events.filter((e) => e.name.startsWith('ObjectRemoved'))).toHaveLength(0);
      const still = await as(first.app, world.tokens.board).get(urlOf(two.json().id));
      expect(still.rawPayload.equals(bytes)).toBe(true);
      expect((await as(second.app, world.tokens.board).delete(urlOf(two.json().id))).statusCode).toBe(200);
      expect(s3.events.filter((e) => e.name.startsWith('ObjectRemoved'))).toHaveLength(1);
    });
  });
});
