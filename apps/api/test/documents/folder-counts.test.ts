import { describe, expect, it } from 'vitest';
import { as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { folderId, insertTextDocuments, setUp } from './library';

interface Listed {
  id: number;
  name: string;
  parentId: number | null;
  audience: string;
  documentCount: number;
}

forEachDatabase((kind) => {
  describe('document folder counts', { timeout: 120_000 }, () => {
    it('count the files in a folder and all its subfolders, only in folders the caller may read', async () => {
      const { test, world, meadow } = await setUp(kind);
      const list = async (token: string | null) =>
        (await as(test.app, token).get(`${associationsApi}/associations/${meadow}/Directories`)).json()
          .directories as Listed[];
      const countOf = (folders: Listed[], name: string) =>
        folders.find((folder) => folder.name === name)?.documentCount;

      // a main folder for everyone with a subfolder, and a board-only main folder with a subfolder
      const minutes = await folderId(test, meadow, 'Meeting Minutes');
      const year = await folderId(test, meadow, '2026');
      const boardOnly = await folderId(test, meadow, 'Board Only');
      const bids = await folderId(test, meadow, 'Vendor Bids');
      const before = await list(world.tokens.board);
      await insertTextDocuments(test, meadow, [
        { folderId: year, name: 'Deep one.txt', text: 'one' },
        { folderId: year, name: 'Deep two.txt', text: 'two' },
        { folderId: bids, name: 'Bid three.txt', text: 'three' },
      ]);

      const board = await list(world.tokens.board);
      expect(countOf(board, '2026')).toBe((countOf(before, '2026') ?? 0) + 2);
      expect(countOf(board, 'Meeting Minutes')).toBe((countOf(before, 'Meeting Minutes') ?? 0) + 2);
      expect(countOf(board, 'Vendor Bids')).toBe((countOf(before, 'Vendor Bids') ?? 0) + 1);
      expect(countOf(board, 'Board Only')).toBe((countOf(before, 'Board Only') ?? 0) + 1);
      expect(board.find((folder) => folder.id === year)?.parentId).toBe(minutes);
      expect(board.find((folder) => folder.id === bids)?.parentId).toBe(boardOnly);

      // the homeowner sees the same count for the shared folder and nothing of the board's files
      const owner = await list(world.tokens.homeownerB);
      expect(countOf(owner, 'Meeting Minutes')).toBe(countOf(board, 'Meeting Minutes'));
      expect(countOf(owner, 'Board Only')).toBeUndefined();
      expect(countOf(owner, 'Vendor Bids')).toBeUndefined();
      const ownerTotal = owner
        .filter((folder) => folder.parentId === null)
        .reduce((sum, folder) => sum + folder.documentCount, 0);
      const boardSharedTotal = board
        .filter((folder) => folder.parentId === null && folder.audience !== 'board')
        .reduce((sum, folder) => sum + folder.documentCount, 0);
      expect(ownerTotal).toBe(boardSharedTotal);
    });
  });
});
