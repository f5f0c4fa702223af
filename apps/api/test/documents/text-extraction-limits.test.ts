import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/documents';
import { as, associationsApi } from '../calls';
import { forEachDatabase, type TestApp } from '../helper';
import { folderId, setUp, upload } from './library';
import { docx, docxBomb, manyPagePdf, withDeclaredSizes, xlsxBomb } from './office-files';

async function storedRow(test: TestApp, id: number) {
  const [row] = await test.database.db.select().from(documents).where(eq(documents.id, id));
  return row;
}

forEachDatabase((kind) => {
  describe('text extraction limits (ADR 097)', { timeout: 180_000 }, () => {
    it('stores zip-bomb Word and Excel files without search text, says so, and finds them by name', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const files = [
        { name: 'Bomb Minutes.docx', bytes: Buffer.from(docxBomb(50)) },
        // declares 1 000 bytes a part: only inflating with a cap finds it out
        { name: 'Bomb Budget.xlsx', bytes: Buffer.from(withDeclaredSizes(xlsxBomb(50), 1_000)) },
      ];
      for (const file of files) {
        expect(file.bytes.length).toBeLessThan(400 * 1024);
        const response = await upload(test, board, meadow, rules, file);
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ name: file.name, textExtraction: 'skipped' });
        const row = await storedRow(test, response.json().id);
        expect(row).toMatchObject({ textExtraction: 'skipped', textContent: null });
        expect(test.logs).toContainEqual(
          expect.objectContaining({
            limit: 'inflatedSize',
            msg: 'The text of an uploaded document was not extracted',
          }),
        );
      }
      const listing = (
        await as(test.app, board).get(
          `${associationsApi}/associations/${meadow}/Directories?folderId=${rules}`,
        )
      ).json().documents as { name: string; textExtraction: string }[];
      expect(listing.filter((doc) => doc.name.startsWith('Bomb'))).toEqual([
        expect.objectContaining({ name: 'Bomb Budget.xlsx', textExtraction: 'skipped' }),
        expect.objectContaining({ name: 'Bomb Minutes.docx', textExtraction: 'skipped' }),
      ]);
      const byName = (
        await as(test.app, board).get(`${associationsApi}/associations/${meadow}/Documents/Search?q=bomb`)
      ).json();
      expect(byName.results.map((hit: { name: string }) => hit.name).sort()).toEqual([
        'Bomb Budget.xlsx',
        'Bomb Minutes.docx',
      ]);
      // a sound Word file is read, and its copy keeps that
      const sound = await upload(test, board, meadow, rules, {
        name: 'Pergola.docx',
        bytes: Buffer.from(docx('The pergola xylophone vote passed.')),
      });
      expect(sound.json().textExtraction).toBe('extracted');
      const copy = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Documents/${sound.json().id}`,
      );
      expect(copy.json()).toMatchObject({ name: 'Pergola (copy).docx', textExtraction: 'extracted' });
      const byWord = (
        await as(test.app, board).get(
          `${associationsApi}/associations/${meadow}/Documents/Search?q=xylophone`,
        )
      ).json();
      expect(byWord.results).toHaveLength(2);
      expect(byWord.results).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Pergola (copy).docx', textExtraction: 'extracted' }),
          expect.objectContaining({ name: 'Pergola.docx', textExtraction: 'extracted' }),
        ]),
      );
    });

    it('stops reading a PDF of thousands of pages at the time limit while the server keeps answering', async () => {
      const { test, world, meadow } = await setUp(kind, { DOCUMENT_TEXT_EXTRACT_TIMEOUT_SECONDS: '1' });
      const board = world.tokens.board;
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const finished: string[] = [];
      const uploading = upload(test, board, meadow, rules, {
        name: 'Reserve Study Appendix.pdf',
        bytes: manyPagePdf(20_000),
      }).then((response) => {
        finished.push('upload');
        return response;
      });
      const permissions = await as(test.app, world.tokens.homeownerB).get(
        `${associationsApi}/associations/${meadow}/Documents/permissions?systemSecurity=boardDocManage`,
      );
      finished.push('permissions');
      expect(permissions.statusCode).toBe(200);
      const response = await uploading;
      expect(finished).toEqual(['permissions', 'upload']);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().textExtraction).toBe('skipped');
      expect(await storedRow(test, response.json().id)).toMatchObject({
        textExtraction: 'skipped',
        textContent: null,
      });
      expect(test.logs).toContainEqual(expect.objectContaining({ limit: 'time' }));
    });
  });
});
