import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema/registration';

const secretName = 'captcha_hmac_key';

/** The configured key, else the one kept in the database (created by whichever process starts first). */
export async function loadCaptchaKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, secretName));
  if (!row) throw new Error('The captcha key could not be stored.');
  return row.value;
}
