import { randomUUID } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database';
import { signingKeys } from '../db/schema/signing-keys';

/** The one signing algorithm; verification refuses every other (no `none`, no HS/RS confusion). */
export const accessTokenAlgorithm = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface SigningKeySet {
  current: SigningKey;
  /**
   * The public key of `kid`, including retired ones still inside their tokens' lifetime. A kid this
   * process has not seen is looked up in the database: another process may have made the key since
   * this one loaded its set (processes starting together on a fresh database each make one).
   */
  publicKey(kid: string): Promise<CryptoKey | undefined>;
}

/** Unknown kids send this process to the database at most this often (a forged kid costs nothing more). */
const lookupEveryMs = 5_000;

async function publicKeysOf(db: Db): Promise<Map<string, CryptoKey>> {
  const rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));
  const keys = new Map<string, CryptoKey>();
  for (const row of rows) {
    if (row.algorithm !== accessTokenAlgorithm) continue;
    keys.set(row.kid, (await importJWK(row.publicJwk as JWK, accessTokenAlgorithm)) as CryptoKey);
  }
  return keys;
}

async function createKey(db: Db): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(accessTokenAlgorithm, { extractable: true });
  await db
    .insert(signingKeys)
    .values({
      kid: randomUUID(),
      algorithm: accessTokenAlgorithm,
      publicJwk: (await exportJWK(publicKey)) as Record<string, unknown>,
      privateJwk: (await exportJWK(privateKey)) as Record<string, unknown>,
    })
    .onConflictDoNothing();
}

/** Loads the signing keys, creating the first one when the database has none. */
export async function loadSigningKeys(db: Db): Promise<SigningKeySet> {
  const rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));
  if (!rows.some((row) => row.retiredAt === null && row.algorithm === accessTokenAlgorithm))
    await createKey(db);
  let publicKeys = await publicKeysOf(db);
  let lastLookup = 0;
  let lookup: Promise<void> | null = null;
  // Two processes starting at once may both create a key; the oldest active one wins for everybody.
  const [active] = await db
    .select()
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(asc(signingKeys.createdAt))
    .limit(1);
  if (!active) throw new Error('No active signing key after creating one');
  const privateKey = (await importJWK(active.privateJwk as JWK, accessTokenAlgorithm)) as CryptoKey;
  return {
    current: { kid: active.kid, privateKey },
    async publicKey(kid) {
      const known = publicKeys.get(kid);
      if (known) return known;
      if (!lookup && Date.now() - lastLookup >= lookupEveryMs) {
        lastLookup = Date.now();
        lookup = publicKeysOf(db)
          .then((keys) => {
            publicKeys = keys;
          })
          .finally(() => {
            lookup = null;
          });
      }
      if (lookup) await lookup;
      return publicKeys.get(kid);
    },
  };
}
