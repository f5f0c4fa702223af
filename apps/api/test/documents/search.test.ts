import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rankedTextChars } from '../../src/db/schema/documents';
import { searchDocumentsSql } from '../../src/modules/documents/search-documents';
import { snippetSearchChars } from '../../src/modules/documents/search-snippet';
import { as, associationsApi } from '../calls';
import { buildTestApp, forEachDatabase, type TestApp } from '../helper';
import { signInEveryone } from '../principals';
import { folderId, insertTextDocuments } from './library';

interface Hit {
  name: string;
  folderName: string;
  snippet: string | null;
}

async function search(
  test: TestApp,
  token: string | null,
  associationId: number,
  q: string,
  limit?: number,
): Promise<Hit[]> {
  const query = `q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`;
  const response = await as(test.app, token).get(
    `${associationsApi}/associations/${associationId}/Documents/Search?${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}

/** Prose without the searched words, `chars` long. */
const filler = (chars: number) =>
  'The committee reviewed the usual items. '.repeat(Math.ceil(chars / 40)).slice(0, chars);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

async function setUp(kind: 'pglite' | 'postgres') {
  const test = await buildTestApp(kind, { seed: true });
  const world = await signInEveryone(test);
  const meadow = world.associationIds.meadow;
  return { test, world, meadow, rules: await folderId(test, meadow, 'Rules and Regulations') };
}

forEachDatabase((kind) => {
  describe('document search', { timeout: 180_000 }, () => {
    it('ranks a name match first, then the words in the opening; finds a word deep in a long text; snippets around the match', async () => {
      const { test, world, meadow, rules } = await setUp(kind);
      await insertTextDocuments(test, meadow, [
        { folderId: rules, name: 'Deep report.txt', text: `${filler(snippetSearchChars + 5_000)} A quokka.` },
        {
          folderId: rules,
          name: 'Middle report.txt',
          text: `${filler(rankedTextChars + 9_000)} A quokka was seen near the pool. ${filler(2_000)}`,
        },
        {
          folderId: rules,
          name: 'Opening notes.txt',
          text: `Quokka sightings: one quokka. ${filler(3_000)}`,
        },
        { folderId: rules, name: 'Quokka policy.txt', text: filler(1_000) },
      ]);
      const hits = await search(test, world.tokens.homeownerB, meadow, 'quokka');
      const names = hits.map((hit) => hit.name);
      expect(names.slice(0, 2)).toEqual(['Quokka policy.txt', 'Opening notes.txt']);
      expect(names.slice(2).sort()).toEqual(['Deep report.txt', 'Middle report.txt']);
      const snippetOf = (name: string) => hits.find((hit) => hit.name === name)?.snippet ?? '';
      expect(snippetOf('Opening notes.txt')).toContain('«Quokka»');
      // from a window around the match 9 600 characters in, starting with a whole word
      expect(snippetOf('Middle report.txt')).toContain('«quokka»');
      expect(snippetOf('Middle report.txt')).toMatch(/^(The|committee|reviewed|the|usual|items)\b/);
      // past where snippets look: found all the same, shown by its opening
      expect(snippetOf('Deep report.txt')).toMatch(/^The committee reviewed/);
      expect(hits.find((hit) => hit.name === 'Quokka policy.txt')?.folderName).toBe('Rules and Regulations');

      // every word is required, and each is highlighted
      const both = await search(test, world.tokens.homeownerB, meadow, 'quokka poo');
      expect(both.map((hit) => hit.name)).toEqual(['Middle report.txt']);
      expect(both[0]?.snippet).toMatch(/«quokka».*«pool»/);
      expect(await search(test, world.tokens.homeownerB, meadow, 'quokka', 1)).toHaveLength(1);
    });

    it('never shows a homeowner a board-only file, even one that would rank first within the limit', async () => {
      const { test, world, meadow, rules } = await setUp(kind);
      await insertTextDocuments(test, meadow, [
        {
          folderId: await folderId(test, meadow, 'Vendor Bids'),
          name: 'Wombat bid.txt',
          text: 'wombat wombat',
        },
        { folderId: await folderId(test, meadow, 'Board Only'), name: 'Wombat minutes.txt', text: 'wombat' },
        { folderId: rules, name: 'Garden notes.txt', text: `${filler(2_000)} A wombat in the garden.` },
      ]);
      const owner = world.tokens.homeownerB;
      expect((await search(test, owner, meadow, 'wombat')).map((hit) => hit.name)).toEqual([
        'Garden notes.txt',
      ]);
      expect((await search(test, owner, meadow, 'wombat', 1)).map((hit) => hit.name)).toEqual([
        'Garden notes.txt',
      ]);
      const board = (await search(test, world.tokens.board, meadow, 'wombat')).map((hit) => hit.name);
      expect(board.slice(0, 2).sort()).toEqual(['Wombat bid.txt', 'Wombat minutes.txt']);
      expect(board[2]).toBe('Garden notes.txt');
      // staff of the management company, signed in as themselves, see both audiences
      expect(await search(test, world.tokens.staff, meadow, 'wombat')).toHaveLength(3);
    });

    it('finds a common word through the GIN index, not by reading every row', async () => {
      const { test, world, meadow, rules } = await setUp(kind);
      // a word in a third of 1 500 files: with the word in view, the planner would scan the table
      await insertTextDocuments(
        test,
        meadow,
        Array.from({ length: 1_500 }, (_, i) => ({
          folderId: rules,
          name: `Notice ${i}.txt`,
          text: `Notice ${i}. ${i % 3 === 0 ? 'quokka ' : ''}${filler(400)}`,
        })),
      );
      await test.database.db.execute(sql`analyze documents`);
      const statement = searchDocumentsSql(
        { associationId: meadow, audiences: ['owners'], text: 'quokka', limit: 25 },
        ['quokka'],
      );
      const result = (await test.database.db.execute(sql`explain (format json) ${statement}`)) as {
        rows: Record<string, unknown>[];
      };
      const cell = Object.values(result.rows[0] ?? {})[0];
      const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      const nodes = nodesOf(explained?.Plan as PlanNode);
      expect(nodes.some((node) => node['Index Name'] === 'documents_search_gin')).toBe(true);
      expect(
        nodes.filter((node) => node['Relation Name'] === 'documents').map((node) => node['Node Type']),
      ).toEqual(['Bitmap Heap Scan']);
      // no pending list for searches to read (PGlite never vacuums it into the index)
      const options = (await test.database.db.execute(
        sql`select reloptions::text as options from pg_class where relname = 'documents_search_gin'`,
      )) as { rows: { options: string | null }[] };
      expect(options.rows[0]?.options).toContain('fastupdate=false');
      expect(await search(test, world.tokens.homeownerB, meadow, 'quokka')).toHaveLength(25);
    });
  });
});
