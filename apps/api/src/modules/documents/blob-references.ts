import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documentBlobs, documents } from '../../db/schema/documents';
import type { BlobStorage } from './blob-storage';

/** Two-key advisory lock namespace for one blob (uploads and deletions of the same content queue). */
const blobLockNamespace = 71_071;

export async function lockBlob(db: Db, sha256: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${blobLockNamespace}, hashtext(${sha256}))`);
}

/**
 * Removes the stored contents no document references any more (after documents were deleted): the
 * blob stays while another document, e.g. a duplicate, still uses it.
 */
export async function releaseBlobs(db: Db, storage: BlobStorage, sha256s: Iterable<string>): Promise<void> {
  for (const sha256 of new Set(sha256s)) {
    await db.transaction(async (tx) => {
      await lockBlob(tx, sha256);
      const [used] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.blobSha256, sha256))
        .limit(1);
      if (used) return;
      await tx.delete(documentBlobs).where(eq(documentBlobs.sha256, sha256));
      // under the lock, so an upload of the same content waits and then writes it again
      await storage.remove(sha256);
    });
  }
}
