import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appSecrets } from './schema/registration';

/**
 * A server secret of the deployment kept in `app_secrets`: 32 random bytes created by whichever process
 * asks first, then the same for every process and across restarts (never written anywhere else).
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored.`);
  return row.value;
}
