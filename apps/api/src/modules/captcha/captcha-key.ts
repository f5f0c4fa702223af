import { storedSecret } from '../../db/app-secret';
import type { Db } from '../../db/database';

/** The configured key, else the one kept in the database (created by whichever process starts first). */
export async function loadCaptchaKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  return storedSecret(db, 'captcha_hmac_key');
}
