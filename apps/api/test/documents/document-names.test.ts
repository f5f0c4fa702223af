import { documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema/documents';
import { as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { documentId, folderId, pngBytes, setUp, upload } from './library';

forEachDatabase((kind) => {
  describe('document and folder names', { timeout: 120_000 }, () => {
    it('refuses a duplicate name in the same folder, for files and folders', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const guidelines = await documentId(test, meadow, 'Architectural Guidelines.pdf');
      const conflict = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${guidelines}`,
        {
          name: 'pool rules.PDF',
        },
      );
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('This name already exists, please enter a different name.');
      const renamed = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${guidelines}`,
        {
          name: 'Design Guidelines.pdf',
        },
      );
      expect(renamed.json().name).toBe('Design Guidelines.pdf');
      const budgets = await folderId(test, meadow, 'Budgets');
      const folderConflict = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Directories/${budgets}`,
        {
          name: 'Board only',
        },
      );
      expect(folderConflict.statusCode).toBe(409);
      expect(folderConflict.json().message).toBe(documentMessages.duplicateName);
      expect(
        (
          await as(test.app, board).patch(
            `${associationsApi}/associations/${meadow}/Documents/${guidelines}`,
            {
              name: 'a/b.pdf',
            },
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await as(test.app, world.tokens.homeownerB).patch(
            `${associationsApi}/associations/${meadow}/Documents/${guidelines}`,
            { name: 'Z.pdf' },
          )
        ).statusCode,
      ).toBe(403);
    });

    it('keeps a renamed or duplicated file named for what it is: no PDF renamed to .html', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const bylaws = await documentId(test, meadow, 'Bylaws.pdf');
      const asHtml = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Bylaws.html',
        },
      );
      expect(asHtml.statusCode).toBe(400);
      expect(asHtml.json()).toMatchObject({
        errorCode: documentErrorCodes.nameExtension,
        message: documentMessages.nameExtension('Bylaws.html', 'a PDF', ['pdf']),
      });
      expect(asHtml.json().message).toBe('"Bylaws.html" must end in .pdf: the file is a PDF.');
      // no extension is refused as at upload (the message says which one to keep)
      const bare = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Bylaws',
        },
      );
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errorCode).toBe(documentErrorCodes.nameExtension);
      const [row] = await test.database.db.select().from(documents).where(eq(documents.id, bylaws));
      expect(row?.name).toBe('Bylaws.pdf');

      // the extension in any case is fine, and the download keeps that name
      const renamed = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Bylaws 2026.PDF',
        },
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      const download = await as(test.app, world.tokens.homeownerB).get(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}?download=1`,
      );
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Bylaws 2026.PDF"/);

      // a named copy follows the same rule; nothing is created when it is refused
      const before = (await test.database.db.select().from(documents)).length;
      const copyAsHtml = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Bylaws copy.htm',
        },
      );
      expect(copyAsHtml.statusCode).toBe(400);
      expect(copyAsHtml.json().message).toBe(
        documentMessages.nameExtension('Bylaws copy.htm', 'a PDF', ['pdf']),
      );
      expect((await test.database.db.select().from(documents)).length).toBe(before);
      const copy = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Bylaws copy.pdf',
        },
      );
      expect(copy.statusCode, copy.body).toBe(201);

      // an image keeps an image extension of its own type (a JPEG name for a PNG is refused too)
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const pixel = (await upload(test, board, meadow, rules, { name: 'Pixel.png', bytes: pngBytes })).json();
      const asJpeg = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${pixel.id}`,
        {
          name: 'Pixel.jpg',
        },
      );
      expect(asJpeg.json().message).toBe(documentMessages.nameExtension('Pixel.jpg', 'a PNG image', ['png']));
      // a move alone does not touch the name
      const budgets = await folderId(test, meadow, 'Budgets');
      expect(
        (
          await as(test.app, board).patch(`${associationsApi}/associations/${meadow}/Documents/${pixel.id}`, {
            parentId: budgets,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('refuses invisible and direction-changing characters in file and folder names', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      // U+202E reverses what follows: "Report\u202Egnp.pdf" is shown as "Reportfdp.png"
      const sneaky = await upload(test, board, meadow, rules, {
        name: 'Report\u202Egnp.pdf',
        bytes: pngBytes,
      });
      expect(sneaky.statusCode).toBe(400);
      expect(sneaky.json().detail).toBe(documentMessages.nameInvisible);

      const bylaws = await documentId(test, meadow, 'Bylaws.pdf');
      for (const name of [
        'By\u200Blaws.pdf', // zero-width space
        'Bylaws\u0085.pdf', // C1 control (next line)
        'Bylaws\u2028.pdf', // line separator
        '\uFEFFBylaws.pdf', // byte-order mark, which trim() would drop
        'Bylaws\u2066.pdf', // left-to-right isolate
        'Bylaws\u0007.pdf', // C0 control, refused before too
      ]) {
        const renamed = await as(test.app, board).patch(
          `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
          {
            name,
          },
        );
        expect(renamed.statusCode, JSON.stringify(name)).toBe(400);
        expect(renamed.json().detail).toContain(documentMessages.nameInvisible);
      }
      const folder = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Directories/${rules}`,
        {
          name: 'Drafts\u200E',
        },
      );
      expect(folder.statusCode).toBe(400);
      expect(folder.json().detail).toContain(documentMessages.nameInvisible);
      // letters of any script are fine
      const accented = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Directories/${rules}`,
        {
          name: 'Réunions 2026 – 議事録',
        },
      );
      expect(accented.statusCode, accented.body).toBe(201);
    });
  });
});
