import { and, eq } from 'drizzle-orm';
import { documentDirectories, documents } from '../../src/db/schema/documents';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { bearer, signInEveryone } from '../principals';

export const base = '/svc/associations/api';

/** A seeded app with everyone signed in; `meadow` is Meadowbrook Commons, whose demo documents the tests use. */
export async function setUp(kind: DbKind, env: Record<string, string> = {}) {
  const test = await buildTestApp(kind, { seed: true, env });
  const world = await signInEveryone(test);
  const meadow = world.associationIds.meadow;
  return { test, world, meadow };
}

export const call = (
  test: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  test.app.inject({ method, url: `${base}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

export async function upload(
  test: TestApp,
  token: string | null,
  associationId: number,
  parentId: number | string,
  file: { name: string; bytes: Buffer },
) {
  const body = multipartBody({ parentId: String(parentId) }, file);
  return test.app.inject({
    method: 'POST',
    url: `${base}/associations/${associationId}/Documents`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Builds a multipart/form-data body: fields first, then the file (as the web app sends it). */
export function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----hoa-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function folderId(test: TestApp, associationId: number, name: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: documentDirectories.id })
    .from(documentDirectories)
    .where(and(eq(documentDirectories.associationId, associationId), eq(documentDirectories.name, name)));
  if (!row) throw new Error(`No demo folder ${name}`);
  return row.id;
}

export async function documentId(test: TestApp, associationId: number, name: string): Promise<number> {
  const [row] = await test.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.associationId, associationId), eq(documents.name, name)));
  if (!row) throw new Error(`No demo document ${name}`);
  return row.id;
}

/** A one-pixel PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Files with the given text, straight into the table (sharing a demo file's stored content). */
export async function insertTextDocuments(
  test: TestApp,
  associationId: number,
  files: { folderId: number; name: string; text: string }[],
): Promise<void> {
  const [sample] = await test.database.db
    .select({ blobSha256: documents.blobSha256, size: documents.size })
    .from(documents)
    .where(eq(documents.associationId, associationId))
    .limit(1);
  if (!sample) throw new Error('No demo document to share content with');
  for (let start = 0; start < files.length; start += 200) {
    await test.database.db.insert(documents).values(
      files.slice(start, start + 200).map((file) => ({
        associationId,
        directoryId: file.folderId,
        name: file.name,
        blobSha256: sample.blobSha256,
        contentType: 'text/plain',
        size: sample.size,
        textContent: file.text,
        textExtraction: 'extracted' as const,
      })),
    );
  }
}
