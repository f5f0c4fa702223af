import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { documentMessages } from '@hoa/contracts/documents';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentBlobs, documents } from '../../src/db/schema/documents';
import { renderDemoPdf } from '../../src/seed/demo-documents';
import { as, associationsApi } from '../calls';
import { forEachDatabase, type TestApp } from '../helper';
import { documentId, folderId, multipartBody, pngBytes, setUp, upload } from './library';

const blobPath = (test: TestApp, sha256: string) =>
  path.join(test.config.documents.storageDir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);

forEachDatabase((kind) => {
  describe('documents', { timeout: 120_000 }, () => {
    it('tells who may manage: board and staff yes, homeowners no, outsiders 404', async () => {
      const { test, world, meadow } = await setUp(kind);
      const ask = (token: string | null) =>
        as(test.app, token).get(
          `${associationsApi}/associations/${meadow}/Documents/permissions?systemSecurity=boardDocManage`,
        );
      expect((await ask(world.tokens.board)).json()).toEqual({
        systemSecurity: 'boardDocManage',
        allowed: true,
        maxFileSizeMb: 25,
      });
      expect((await ask(world.tokens.staff)).json().allowed).toBe(true);
      expect((await ask(world.tokens.homeownerB)).json().allowed).toBe(false);
      expect((await ask(world.tokens.homeownerA)).statusCode).toBe(404);
      expect((await ask(world.tokens.boardOther)).statusCode).toBe(404);
    });

    it('cascades a board-only main folder to everything inside: a homeowner cannot list, read, find or preview it', async () => {
      const { test, world, meadow } = await setUp(kind);
      const owner = world.tokens.homeownerB;
      const board = world.tokens.board;
      const list = async (token: string | null) =>
        (await as(test.app, token).get(`${associationsApi}/associations/${meadow}/Directories`)).json()
          .directories as {
          name: string;
          audience: string;
        }[];
      const ownerFolders = (await list(owner)).map((folder) => folder.name);
      expect(ownerFolders).toEqual(
        expect.arrayContaining(['Governing Documents', 'Rules and Regulations', 'Meeting Minutes', '2026']),
      );
      expect(ownerFolders).not.toContain('Board Only');
      expect(ownerFolders).not.toContain('Vendor Bids');
      const boardFolders = await list(board);
      expect(boardFolders.find((folder) => folder.name === 'Vendor Bids')?.audience).toBe('board');

      const bids = await folderId(test, meadow, 'Vendor Bids');
      const roofing = await documentId(test, meadow, 'Roofing Bid.pdf');
      // by id, by the preview's link, in search, and its folder's listing
      expect(
        (await as(test.app, owner).get(`${associationsApi}/associations/${meadow}/Documents/${roofing}`))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await as(test.app, owner).get(
            `${associationsApi}/associations/${meadow}/Documents/${roofing}?download=1`,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await as(test.app, owner).get(
            `${associationsApi}/associations/${meadow}/Directories?folderId=${bids}`,
          )
        ).statusCode,
      ).toBe(404);
      const ownerSearch = await as(test.app, owner).get(
        `${associationsApi}/associations/${meadow}/Documents/Search?q=summit`,
      );
      expect(ownerSearch.json().results).toEqual([]);
      // the same calls work for the board, so the 404s above are the permission, not a broken route
      const file = await as(test.app, board).get(
        `${associationsApi}/associations/${meadow}/Documents/${roofing}`,
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="Roofing Bid.pdf"/);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const boardSearch = await as(test.app, board).get(
        `${associationsApi}/associations/${meadow}/Documents/Search?q=summit`,
      );
      expect(boardSearch.json().results.map((hit: { name: string }) => hit.name)).toContain(
        'Roofing Bid.pdf',
      );
      // another association's documents: not found, even for a board member there
      expect(
        (
          await as(test.app, world.tokens.boardOther).get(
            `${associationsApi}/associations/${meadow}/Documents/${roofing}`,
          )
        ).statusCode,
      ).toBe(404);
      // the right id under the wrong association
      const harbor = world.associationIds.harbor;
      expect(
        (
          await as(test.app, world.tokens.homeownerB).get(
            `${associationsApi}/associations/${harbor}/Documents/${roofing}`,
          )
        ).statusCode,
      ).toBe(404);
    });

    it('uploads a PDF (streamed, typed by content) and finds it by a word inside it', async () => {
      const { test, world, meadow } = await setUp(kind);
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const bytes = await renderDemoPdf({
        title: 'Parking Policy',
        paragraphs: ['Overnight zanzibar parking permits.'],
      });
      const response = await upload(test, world.tokens.board, meadow, rules, {
        name: 'Parking Policy.pdf',
        bytes,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Parking Policy.pdf',
        parentId: rules,
        contentType: 'application/pdf',
        textExtraction: 'extracted',
      });
      const found = await as(test.app, world.tokens.homeownerB).get(
        `${associationsApi}/associations/${meadow}/Documents/Search?q=zanzibar`,
      );
      expect(found.statusCode, found.body).toBe(200);
      const hits = found.json().results;
      expect(hits, JSON.stringify(hits)).toHaveLength(1);
      expect(hits[0].snippet).toContain('«zanzibar»');
      // prefix search over the name
      const byName = (
        await as(test.app, world.tokens.homeownerB).get(
          `${associationsApi}/associations/${meadow}/Documents/Search?q=parki`,
        )
      ).json().results;
      expect(byName.map((hit: { name: string }) => hit.name)).toContain('Parking Policy.pdf');
      expect(readdirSync(path.join(test.config.documents.storageDir, '.staging'))).toEqual([]);
    });

    it('keeps identical content once and a blob while another document uses it', async () => {
      const { test, world, meadow } = await setUp(kind);
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const board = world.tokens.board;
      const pool = await documentId(test, meadow, 'Pool Rules.pdf');
      // a bare POST (no body) duplicates with the next free "(copy)" name
      const first = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Documents/${pool}`,
      );
      expect(first.statusCode).toBe(201);
      expect(first.json().name).toBe('Pool Rules (copy).pdf');
      const second = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Documents/${pool}`,
        {},
      );
      expect(second.json().name).toBe('Pool Rules (copy 2).pdf');
      const [row] = await test.database.db.select().from(documents).where(eq(documents.id, pool));
      const sha = row?.blobSha256 as string;
      const blobs = await test.database.db.select().from(documentBlobs).where(eq(documentBlobs.sha256, sha));
      expect(blobs).toHaveLength(1);
      // the same bytes uploaded again share the blob too
      const again = await as(test.app, board).get(
        `${associationsApi}/associations/${meadow}/Documents/${pool}`,
      );
      const reupload = await upload(test, board, meadow, rules, {
        name: 'Pool Rules 2.pdf',
        bytes: again.rawPayload,
      });
      expect(reupload.statusCode).toBe(201);
      expect(
        (await test.database.db.select().from(documentBlobs).where(eq(documentBlobs.sha256, sha))).length,
      ).toBe(1);

      for (const id of [pool, first.json().id, second.json().id]) {
        expect(
          (await as(test.app, board).delete(`${associationsApi}/associations/${meadow}/Documents/${id}`))
            .statusCode,
        ).toBe(200);
        expect(existsSync(blobPath(test, sha))).toBe(true);
      }
      expect(
        (
          await as(test.app, board).get(
            `${associationsApi}/associations/${meadow}/Documents/${reupload.json().id}`,
          )
        ).statusCode,
      ).toBe(200);
      await as(test.app, board).delete(
        `${associationsApi}/associations/${meadow}/Documents/${reupload.json().id}`,
      );
      expect(existsSync(blobPath(test, sha))).toBe(false);
      expect(
        await test.database.db.select().from(documentBlobs).where(eq(documentBlobs.sha256, sha)),
      ).toEqual([]);
    });

    it('refuses oversized, empty, disguised and path-like uploads with a message naming the file', async () => {
      const { test, world, meadow } = await setUp(kind, { DOCUMENT_MAX_FILE_SIZE_MB: '1' });
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const board = world.tokens.board;
      const countBefore = (await test.database.db.select({ n: sql<number>`count(*)` }).from(documents))[0]?.n;
      const big = Buffer.concat([
        await renderDemoPdf({ title: 'Big', paragraphs: [] }),
        Buffer.alloc(1024 * 1024 + 10),
      ]);
      const tooBig = await upload(test, board, meadow, rules, { name: 'Big.pdf', bytes: big });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        errorCode: 'FILE_SIZE_EXCEEDED',
        message: 'File Size Exceeded',
        detail: documentMessages.fileTooLarge('Big.pdf', 1),
      });
      expect(tooBig.json().detail).toContain('1 MB');

      const empty = await upload(test, board, meadow, rules, { name: 'Empty.pdf', bytes: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        errorCode: 'FILE_EMPTY',
        detail: documentMessages.fileEmpty('Empty.pdf'),
      });

      const disguised = await upload(test, board, meadow, rules, { name: 'Invoice.pdf', bytes: pngBytes });
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json()).toMatchObject({
        errorCode: 'FILE_DISGUISED',
        detail: documentMessages.fileDisguised('Invoice.pdf', 'a PDF', 'a PNG image'),
      });
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
      const script = await upload(test, board, meadow, rules, { name: 'setup.exe', bytes: exe });
      expect(script.statusCode).toBe(415);
      expect(script.json().errorCode).toMatch(/FILE_TYPE_NOT_ALLOWED|FILE_DISGUISED/);
      const textAsPdf = await upload(test, board, meadow, rules, {
        name: 'Notes.pdf',
        bytes: Buffer.from('hello'),
      });
      expect(textAsPdf.json().detail).toBe(
        documentMessages.fileDisguised('Notes.pdf', 'a PDF', 'plain text'),
      );
      // an image is fine when its name says so
      expect(
        (await upload(test, board, meadow, rules, { name: 'Pixel.png', bytes: pngBytes })).statusCode,
      ).toBe(201);

      const pathLike = await upload(test, board, meadow, rules, {
        name: '../../etc/passwd.txt',
        bytes: Buffer.from('x'),
      });
      expect(pathLike.statusCode).toBe(400);
      expect(pathLike.json().detail).toBe(documentMessages.namePathLike);
      const countAfter = (await test.database.db.select({ n: sql<number>`count(*)` }).from(documents))[0]?.n;
      expect(Number(countAfter)).toBe(Number(countBefore) + 1);
      expect(readdirSync(path.join(test.config.documents.storageDir, '.staging'))).toEqual([]);
    });

    it('takes one file a request: the first file part is stored, a second one is ignored', async () => {
      const { test, world, meadow } = await setUp(kind);
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const first = multipartBody(
        { parentId: String(rules) },
        { name: 'One.pdf', bytes: await renderDemoPdf({ title: 'One', paragraphs: [] }) },
      );
      const second = multipartBody(
        {},
        { name: 'Two.pdf', bytes: await renderDemoPdf({ title: 'Two', paragraphs: [] }) },
      );
      const boundaryOf = (headers: { 'content-type': string }) =>
        headers['content-type'].split('boundary=')[1] as string;
      // the second body's parts, re-bounded into the first request
      const tail = second.payload
        .toString('latin1')
        .replaceAll(boundaryOf(second.headers), boundaryOf(first.headers));
      const payload = Buffer.concat([
        first.payload.subarray(0, first.payload.length - `--${boundaryOf(first.headers)}--\r\n`.length),
        Buffer.from(tail, 'latin1'),
      ]);
      const response = await as(test.app, world.tokens.board).post(
        `${associationsApi}/associations/${meadow}/Documents`,
        payload,
        { headers: first.headers },
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().name).toBe('One.pdf');
      const names = (
        await as(test.app, world.tokens.board).get(
          `${associationsApi}/associations/${meadow}/Directories?folderId=${rules}`,
        )
      )
        .json()
        .documents.map((doc: { name: string }) => doc.name);
      expect(names).toContain('One.pdf');
      expect(names).not.toContain('Two.pdf');
    });

    it('lets only managers upload, and only into folders of that association', async () => {
      const { test, world, meadow } = await setUp(kind);
      const rules = await folderId(test, meadow, 'Rules and Regulations');
      const bytes = await renderDemoPdf({ title: 'X', paragraphs: ['y'] });
      expect(
        (await upload(test, world.tokens.homeownerB, meadow, rules, { name: 'X.pdf', bytes })).statusCode,
      ).toBe(403);
      expect(
        (await upload(test, world.tokens.homeownerA, meadow, rules, { name: 'X.pdf', bytes })).statusCode,
      ).toBe(404);
      expect((await upload(test, null, meadow, rules, { name: 'X.pdf', bytes })).statusCode).toBe(401);
      const harborRules = await folderId(test, world.associationIds.harbor, 'Rules and Regulations');
      expect(
        (await upload(test, world.tokens.board, meadow, harborRules, { name: 'X.pdf', bytes })).statusCode,
      ).toBe(404);
      const missing = await upload(test, world.tokens.board, meadow, '', { name: 'X.pdf', bytes });
      expect(missing.json().detail).toBe(documentMessages.folderRequired);
      // a folder id past PostgreSQL's integer is no folder either (issue 13: it was a 500)
      for (const parentId of ['2147483648', '1e20', '-1']) {
        const refused = await upload(test, world.tokens.board, meadow, parentId, { name: 'X.pdf', bytes });
        expect(refused.statusCode, parentId).toBe(400);
        expect(refused.json().detail).toBe(documentMessages.folderRequired);
      }
    });

    it('deletes a folder with everything inside it', async () => {
      const { test, world, meadow } = await setUp(kind);
      const minutes = await folderId(test, meadow, 'Meeting Minutes');
      const response = await as(test.app, world.tokens.board).delete(
        `${associationsApi}/associations/${meadow}/Directories/${minutes}`,
      );
      expect(response.json()).toEqual({ deletedFolders: 2, deletedDocuments: 1 });
      const folders = (
        await as(test.app, world.tokens.board).get(`${associationsApi}/associations/${meadow}/Directories`)
      ).json();
      expect(folders.directories.map((folder: { name: string }) => folder.name)).not.toContain('2026');
      expect(
        (
          await as(test.app, world.tokens.homeownerB).delete(
            `${associationsApi}/associations/${meadow}/Directories/${await folderId(test, meadow, 'Budgets')}`,
          )
        ).statusCode,
      ).toBe(403);
    });

    it('lists the files of a folder and downloads other types as attachments', async () => {
      const { test, world, meadow } = await setUp(kind);
      const governing = await folderId(test, meadow, 'Governing Documents');
      const listing = (
        await as(test.app, world.tokens.homeownerB).get(
          `${associationsApi}/associations/${meadow}/Directories?folderId=${governing}`,
        )
      ).json();
      expect(listing.documents.map((doc: { name: string }) => doc.name)).toEqual([
        'Bylaws.pdf',
        'Declaration of Covenants.pdf',
        'First Amendment to Declaration.pdf',
      ]);
      const bylaws = listing.documents[0].id;
      const download = await as(test.app, world.tokens.homeownerB).get(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}?download=1`,
      );
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    });
  });
});
