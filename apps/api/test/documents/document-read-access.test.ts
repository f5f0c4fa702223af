import { describe, expect, it } from 'vitest';
import { as, associationsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { setUp } from './library';

/*
 * Every document read goes through `authorize` for the object it touches (ADR 033, 104): a caller who may
 * not know the association's documents, or a board-only folder or file, gets 404 as for an id that does
 * not exist; the same read answers 200 for the board, so each 404 is the permission, not the route.
 */
forEachDatabase((kind) => {
  describe('document reads are authorized for their object', { timeout: 120_000 }, () => {
    it('answers 404 to every read a caller may not make, and 200 to the board', async () => {
      const { test, world, meadow } = await setUp(kind);
      const { tokens, documents } = world;
      const reads: { read: string; url: string; denied: (string | null)[] }[] = [
        {
          read: 'list folders',
          url: `/associations/${meadow}/Directories`,
          denied: [tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'list a folder and its files',
          url: `/associations/${meadow}/Directories?folderId=${documents.governingFolder}`,
          denied: [tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'list a board-only folder',
          url: `/associations/${meadow}/Directories?folderId=${documents.boardOnlyFolder}`,
          denied: [tokens.homeownerB, tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'manage permission',
          url: `/associations/${meadow}/Documents/permissions?systemSecurity=boardDocManage`,
          denied: [tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'search',
          url: `/associations/${meadow}/Documents/Search?q=budget`,
          denied: [tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'preview a file',
          url: `/associations/${meadow}/Documents/${documents.bylaws}`,
          denied: [tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'preview a board-only file',
          url: `/associations/${meadow}/Documents/${documents.draftBudget}`,
          denied: [tokens.homeownerB, tokens.homeownerA, tokens.boardOther],
        },
        {
          read: 'download a board-only file',
          url: `/associations/${meadow}/Documents/${documents.draftBudget}?download=1`,
          denied: [tokens.homeownerB, tokens.homeownerA, tokens.boardOther],
        },
      ];
      for (const { read, url, denied } of reads) {
        expect({
          read,
          status: (await as(test.app, tokens.board).get(`${associationsApi}${url}`)).statusCode,
        }).toEqual({
          read,
          status: 200,
        });
        for (const token of denied) {
          const response = await as(test.app, token).get(`${associationsApi}${url}`);
          expect({ read, status: response.statusCode }).toEqual({ read, status: 404 });
          expect(response.json().errorCode).toBe('NOT_FOUND');
        }
      }
    });

    it('answers 404 for a folder or file of one association asked for under another (staff see both)', async () => {
      const { test, world, meadow } = await setUp(kind);
      const { tokens, documents } = world;
      const harbor = world.associationIds.harbor;
      for (const url of [
        `/associations/${harbor}/Directories?folderId=${documents.governingFolder}`,
        `/associations/${harbor}/Documents/${documents.bylaws}`,
        `/associations/${harbor}/Documents/${documents.bylaws}?download=1`,
      ]) {
        expect({
          url,
          status: (await as(test.app, tokens.staff).get(`${associationsApi}${url}`)).statusCode,
        }).toEqual({
          url,
          status: 404,
        });
      }
      const own = `/associations/${meadow}/Documents/${documents.bylaws}`;
      expect((await as(test.app, tokens.staff).get(`${associationsApi}${own}`)).statusCode).toBe(200);
    });

    it('tells a homeowner they may not manage, from the same policy that refuses their writes', async () => {
      const { test, world, meadow } = await setUp(kind);
      const url = `/associations/${meadow}/Documents/permissions?systemSecurity=boardDocManage`;
      expect(
        (await as(test.app, world.tokens.homeownerB).get(`${associationsApi}${url}`)).json().allowed,
      ).toBe(false);
      expect((await as(test.app, world.tokens.board).get(`${associationsApi}${url}`)).json().allowed).toBe(
        true,
      );
      expect((await as(test.app, world.tokens.mimic).get(`${associationsApi}${url}`)).statusCode).toBe(404);
    });
  });
});
