import { and, eq } from 'drizzle-orm';
import { documentDirectories, documents } from '../../src/db/schema/documents';
import { as, associationsApi } from '../calls';
import { buildTestApp, type DbKind, type TestApp } from '../helper';
import { signInEveryone } from '../principals';

/** A seeded app with everyone signed in; `meadow` is Meadowbrook Commons, whose demo documents the tests use. */
export async function setUp(kind: DbKind, env: Record<string, string> = {}) {
  const test = await buildTestApp(kind, { seed: true, env });
  const world = await signInEveryone(test);
  const meadow = world.associationIds.meadow;
  return { test, world, meadow };
}

export async function upload(
  test: TestApp,
  token: string | null,
  associationId: number,
  parentId: number | string,
  file: { name: string; bytes: Buffer },
) {
  const body = multipartBody({ parentId: String(parentId) }, file);
  return as(test.app, token).post(
    `${associationsApi}/associations/${associationId}/Documents`,
    body.payload,
    {
      headers: body.headers,
    },
  );
}

/**
 * Builds a multipart/form-data body: fields first, then the file (as the web app sends it), in the field
 * `file` as application/octet-stream unless told otherwise.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string; type?: string },
) {
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
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
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
