import { and, eq, isNull, sql } from 'drizzle-orm';
import { documentDirectories, documents } from '../../apps/api/src/db/schema/documents';
import { demoAssociation, onSeededDemo } from './demo-database';

/** A vocabulary of made-up words: each file's text draws from it, so a word is in a known share of files. */
const vocabulary = Array.from({ length: 2_000 }, (_, i) => `term${i.toString(36)}x`);

function textOf(index: number): string {
  const words: string[] = [];
  // ~300 words a file; word k appears in about 300/2000 = 15% of files, spread evenly
  for (let n = 0; n < 300; n += 1)
    words.push(vocabulary[(index * 7919 + n * 104_729) % vocabulary.length] as string);
  return `Minutes of the meeting ${index}. ${words.join(' ')}`;
}

/**
 * Migrations, the demo data (with its document library), and `count` more documents in Meadowbrook
 * Commons' folders (owners' and board-only), all sharing one stored blob (the search reads rows only).
 */
export async function prepareDocumentsDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  count: number,
): Promise<{ associationId: number; folderId: number }> {
  return onSeededDemo(config, async (db) => {
    const meadow = await demoAssociation(db);
    const folders = await db
      .select({ id: documentDirectories.id, name: documentDirectories.name })
      .from(documentDirectories)
      .where(and(eq(documentDirectories.associationId, meadow.id), isNull(documentDirectories.parentId)));
    const [sample] = await db.select().from(documents).where(eq(documents.associationId, meadow.id)).limit(1);
    if (!sample || folders.length === 0) throw new Error('The demo library is missing');
    for (let start = 0; start < count; start += 500) {
      await db.insert(documents).values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => {
          const index = start + i;
          return {
            associationId: meadow.id,
            directoryId: (folders[index % folders.length] as { id: number }).id,
            name: `Bench document ${index}.pdf`,
            blobSha256: sample.blobSha256,
            contentType: 'application/pdf',
            size: sample.size,
            textContent: textOf(index),
            textExtraction: 'extracted' as const,
          };
        }),
      );
    }
    // fresh statistics, as autovacuum would have after a bulk load, so the planner sees 5 000 rows
    await db.execute(sql`analyze documents`);
    const rules = folders.find((folder) => folder.name === 'Rules and Regulations') ?? folders[0];
    return { associationId: meadow.id, folderId: (rules as { id: number }).id };
  });
}

export const searchedWord = vocabulary[123] as string;
