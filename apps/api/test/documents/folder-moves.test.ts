import { documentErrorCodes, documentMessages, maxFolderDepth } from '@hoa/contracts/documents';
import { describe, expect, it } from 'vitest';
import { folderScope } from '../../src/auth/policies/document-policy';
import { as, associationsApi } from '../calls';
import { forEachDatabase, type TestApp } from '../helper';
import { documentId, folderId, setUp } from './library';

/** Creates a folder through the API and returns its id. */
async function newFolder(
  test: TestApp,
  token: string | null,
  associationId: number,
  parentId: number,
  name: string,
) {
  const response = await as(test.app, token).post(
    `${associationsApi}/associations/${associationId}/Directories/${parentId}`,
    {
      name,
    },
  );
  if (response.statusCode !== 201) throw new Error(`Folder ${name}: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

forEachDatabase((kind) => {
  describe('folder creation and moves', { timeout: 120_000 }, () => {
    it('creates folders that share their main folder audience, and new main folders for the board only', async () => {
      const { test, world, meadow } = await setUp(kind);
      const budgets = await folderId(test, meadow, 'Budgets');
      const inner = await as(test.app, world.tokens.board).post(
        `${associationsApi}/associations/${meadow}/Directories/${budgets}`,
        {
          name: '2027',
        },
      );
      expect(inner.statusCode).toBe(201);
      expect(inner.json()).toMatchObject({ name: '2027', parentId: budgets, audience: 'owners' });
      const main = await as(test.app, world.tokens.board).post(
        `${associationsApi}/associations/${meadow}/Directories/0`,
        {
          name: 'Insurance',
        },
      );
      expect(main.json()).toMatchObject({ parentId: null, audience: 'board' });
      const ownerView = (
        await as(test.app, world.tokens.homeownerB).get(
          `${associationsApi}/associations/${meadow}/Directories`,
        )
      ).json();
      expect(ownerView.directories.map((folder: { name: string }) => folder.name)).toContain('2027');
      expect(ownerView.directories.map((folder: { name: string }) => folder.name)).not.toContain('Insurance');
      expect(
        (
          await as(test.app, world.tokens.homeownerB).post(
            `${associationsApi}/associations/${meadow}/Directories/${budgets}`,
            { name: 'x' },
          )
        ).statusCode,
      ).toBe(403);
      const duplicate = await as(test.app, world.tokens.board).post(
        `${associationsApi}/associations/${meadow}/Directories/${budgets}`,
        {
          name: '2027',
        },
      );
      expect(duplicate.statusCode).toBe(409);
    });

    it('never moves a folder into itself or its own folders, nor under another audience unless staff', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const boardOnly = await folderId(test, meadow, 'Board Only');
      const bids = await folderId(test, meadow, 'Vendor Bids');
      for (const target of [boardOnly, bids]) {
        const response = await as(test.app, board).patch(
          `${associationsApi}/associations/${meadow}/Directories/${boardOnly}`,
          {
            parentId: target,
          },
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toBe(documentMessages.folderIntoItself);
      }
      const budgets = await folderId(test, meadow, 'Budgets');
      const roofing = await documentId(test, meadow, 'Roofing Bid.pdf');
      const ownerReads = async () =>
        (
          await as(test.app, world.tokens.homeownerB).get(
            `${associationsApi}/associations/${meadow}/Documents/${roofing}`,
          )
        ).statusCode;
      // SPEC §6: the board may not open its folder to owners by moving it under an owners' main folder
      for (const token of [board, world.tokens.chair]) {
        for (const moved of [bids, boardOnly]) {
          const refused = await as(test.app, token).patch(
            `${associationsApi}/associations/${meadow}/Directories/${moved}`,
            {
              parentId: budgets,
            },
          );
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toMatchObject({
            errorCode: documentErrorCodes.folderAudienceChange,
            message: documentMessages.folderAudienceChange,
          });
        }
      }
      expect(await ownerReads()).toBe(404);
      // nor the other way round (owners' files hidden from them by the board)
      const governing = await folderId(test, meadow, 'Governing Documents');
      expect(
        (
          await as(test.app, board).patch(
            `${associationsApi}/associations/${meadow}/Directories/${budgets}`,
            {
              parentId: boardOnly,
            },
          )
        ).statusCode,
      ).toBe(403);
      // within one audience the board moves freely
      const archive = await newFolder(test, board, meadow, governing, 'Archive');
      expect(
        (
          await as(test.app, board).patch(
            `${associationsApi}/associations/${meadow}/Directories/${archive}`,
            {
              parentId: budgets,
            },
          )
        ).statusCode,
      ).toBe(204);
      // the management company changes security: its staff's move changes the audience
      const byStaff = await as(test.app, world.tokens.staff).patch(
        `${associationsApi}/associations/${meadow}/Directories/${bids}`,
        {
          parentId: budgets,
        },
      );
      expect(byStaff.statusCode, byStaff.body).toBe(204);
      expect(await ownerReads()).toBe(200);
    });

    it('never moves a single file under another audience unless staff, as for folders', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const roofing = await documentId(test, meadow, 'Roofing Bid.pdf');
      const budgets = await folderId(test, meadow, 'Budgets');
      const ownerReads = async () =>
        (
          await as(test.app, world.tokens.homeownerB).get(
            `${associationsApi}/associations/${meadow}/Documents/${roofing}`,
          )
        ).statusCode;
      const moveFile = (token: string | null, id: number, parentId: number) =>
        as(test.app, token).patch(`${associationsApi}/associations/${meadow}/Documents/${id}`, { parentId });
      // the board may not expose its file to owners by moving it into an owners' folder
      for (const token of [board, world.tokens.chair]) {
        const refused = await moveFile(token, roofing, budgets);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          errorCode: documentErrorCodes.fileAudienceChange,
          message: documentMessages.fileAudienceChange,
          detail: documentMessages.fileAudienceChange,
        });
      }
      expect(await ownerReads()).toBe(404);
      // nor hide an owners' file from them in a board folder; a rename with it changes nothing either
      const bylaws = await documentId(test, meadow, 'Bylaws.pdf');
      const boardOnly = await folderId(test, meadow, 'Board Only');
      const hidden = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
        {
          name: 'Old Bylaws.pdf',
          parentId: boardOnly,
        },
      );
      expect(hidden.statusCode).toBe(403);
      expect(
        (
          await as(test.app, world.tokens.homeownerB).get(
            `${associationsApi}/associations/${meadow}/Documents/${bylaws}`,
          )
        ).statusCode,
      ).toBe(200);
      expect(await documentId(test, meadow, 'Bylaws.pdf')).toBe(bylaws);
      // within one audience the board moves files freely, and renames in place
      const governing = await folderId(test, meadow, 'Governing Documents');
      expect((await moveFile(board, bylaws, budgets)).statusCode).toBe(200);
      expect((await moveFile(board, bylaws, governing)).statusCode).toBe(200);
      const renamed = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${roofing}`,
        {
          name: 'Roofing Bid 2027.pdf',
        },
      );
      expect(renamed.statusCode).toBe(200);
      // the management company changes security: its staff's move exposes the file
      const byStaff = await moveFile(world.tokens.staff, roofing, budgets);
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect(byStaff.json()).toMatchObject({ name: 'Roofing Bid 2027.pdf', parentId: budgets });
      expect(await ownerReads()).toBe(200);
    });

    it('serialises opposite moves: A into B and B into A at once never make a loop', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const budgets = await folderId(test, meadow, 'Budgets');
      const a = await newFolder(test, board, meadow, budgets, 'A');
      const b = await newFolder(test, board, meadow, budgets, 'B');
      const move = (folder: number, parentId: number) =>
        as(test.app, board).patch(`${associationsApi}/associations/${meadow}/Directories/${folder}`, {
          parentId,
        });
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([move(a, b), move(b, a)]);
        expect(results.map((one) => one.statusCode).sort()).toEqual([204, 422]);
        // both still reach their main folder, so the board (and policy) still find them
        for (const folder of [a, b]) {
          expect(await folderScope(test.database.db, folder)).toEqual({
            associationId: meadow,
            audience: 'owners',
          });
          expect(
            (
              await as(test.app, board).get(
                `${associationsApi}/associations/${meadow}/Directories?folderId=${folder}`,
              )
            ).statusCode,
          ).toBe(200);
        }
        // back side by side for the next round
        for (const folder of [a, b]) expect((await move(folder, budgets)).statusCode).toBe(204);
      }
    });

    it(`caps nesting at ${maxFolderDepth} levels, on create and on move`, async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const tooDeep = documentMessages.folderTooDeep(maxFolderDepth);
      // a main folder is level 1
      const chain = [await newFolder(test, board, meadow, 0, 'Deep')];
      for (let level = 2; level <= maxFolderDepth; level++) {
        chain.push(await newFolder(test, board, meadow, chain[chain.length - 1] as number, `Level ${level}`));
      }
      const deepest = chain[maxFolderDepth - 1] as number;
      const refused = await as(test.app, board).post(
        `${associationsApi}/associations/${meadow}/Directories/${deepest}`,
        {
          name: 'One too many',
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errorCode: documentErrorCodes.folderTooDeep, message: tooDeep });
      expect(tooDeep).toBe('Folders can be nested at most 20 levels deep.');

      // a folder with one sub-folder (two levels) fits under level 18, not under level 19
      const boardOnly = await folderId(test, meadow, 'Board Only');
      const parent = await newFolder(test, board, meadow, boardOnly, 'Parent');
      await newFolder(test, board, meadow, parent, 'Child');
      const moveUnder = (level: number) =>
        as(test.app, board).patch(`${associationsApi}/associations/${meadow}/Directories/${parent}`, {
          parentId: chain[level - 1],
        });
      const tooLow = await moveUnder(19);
      expect(tooLow.statusCode).toBe(422);
      expect(tooLow.json().message).toBe(tooDeep);
      expect((await moveUnder(18)).statusCode).toBe(204);
    });
  });
});
