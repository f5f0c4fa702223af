import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type Db, openDatabase } from '../../apps/api/src/db/database';
import { associations } from '../../apps/api/src/db/schema/associations';
import { localBlobStorage } from '../../apps/api/src/modules/documents/blob-storage';
import { seedDemo } from '../../apps/api/src/seed/demo';

/**
 * Prepares a scratch database before a server starts on it: migrations, the demo data (documents in the
 * data folder's local storage, where the server will look), then `extend` adds the benchmark's own data.
 */
export async function onSeededDemo<T>(
  scratch: { databaseUrl: string | null; dataDir: string },
  extend: (db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(scratch);
  try {
    await database.migrate();
    await seedDemo(database.db, { documentStorage: localBlobStorage(join(scratch.dataDir, 'documents')) });
    return await extend(database.db);
  } finally {
    await database.close();
  }
}

/** A demo association by its slug (Meadowbrook Commons unless told). */
export async function demoAssociation(
  db: Db,
  slug = 'meadowbrook-commons',
): Promise<{ id: number; managementCompanyId: number }> {
  const [row] = await db
    .select({ id: associations.id, managementCompanyId: associations.managementCompanyId })
    .from(associations)
    .where(eq(associations.slug, slug));
  if (!row) throw new Error(`No demo association ${slug}`);
  return row;
}
