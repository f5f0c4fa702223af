import { randomBytes } from 'node:crypto';
import { openAsBlob, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDocumentsDatabase, searchedWord } from './documents-data';
import { load } from './load';
import type { Figure } from './report';
import { type DatabaseKind, onBothDatabases, signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startReadServer } from './server-process';
import { median, round } from './stats';

const documentCount = 5_000;
const uploadMiB = 20;
const associationsApi = '/svc/associations/api';

/** A 20 MiB image: a real 1×1 PNG padded with random bytes after its end; typed by content, no text. */
function writeUploadFile(dir: string): string {
  const file = join(dir, 'upload.png');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  writeFileSync(file, Buffer.concat([png, randomBytes(uploadMiB * 1024 * 1024 - png.length)]));
  return file;
}

async function measure(kind: DatabaseKind): Promise<Figure[]> {
  return withScratchDatabase(kind, 'documents-bench-', async ({ label, dataDir, databaseUrl }) => {
    const started = performance.now();
    const { associationId, folderId } = await prepareDocumentsDatabase(
      { databaseUrl, dataDir },
      documentCount,
    );
    const prepareMs = performance.now() - started;
    const server = await startReadServer({ dataDir, databaseUrl });
    try {
      const token = await signInDemoUser(server.url, 'board@example.com');
      const headers = { authorization: `Bearer ${token}` };
      // first, on a fresh server: the peak before it is the start-up's, so any growth is the upload's
      const uploadFile = writeUploadFile(dataDir);
      const before = server.peakRssMiB();
      const form = new FormData();
      form.append('parentId', String(folderId));
      form.append('file', await openAsBlob(uploadFile, { type: 'image/png' }), 'Site photo.png');
      const uploadStarted = performance.now();
      const upload = await fetch(`${server.url}${associationsApi}/associations/${associationId}/Documents`, {
        method: 'POST',
        headers,
        body: form,
      });
      const uploadMs = performance.now() - uploadStarted;
      if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
      const after = server.peakRssMiB();
      const searchUrl = `${server.url}${associationsApi}/associations/${associationId}/Documents/Search?q=${searchedWord}`;
      const probe = (await (await fetch(searchUrl, { headers })).json()) as { results: unknown[] };
      const health = { rps: [] as number[], p99: [] as number[] };
      const search = { rps: [] as number[], p99: [] as number[] };
      let non2xx = 0;
      for (let round = 0; round < 2; round += 1) {
        const h = await load(`${server.url}/api/health`);
        health.rps.push(h.requestsPerSecond);
        health.p99.push(h.p99Ms);
        const s = await load(searchUrl, { headers });
        search.rps.push(s.requestsPerSecond);
        search.p99.push(s.p99Ms);
        non2xx += s.non2xx + h.non2xx;
      }

      const ratio = median(search.p99) / Math.max(1, median(health.p99));
      return [
        {
          name: `${label}: preparing (migrations, demo seed, ${documentCount} documents of ~300 words)`,
          value: `${round(prepareMs / 1000, 1)} s`,
        },
        {
          name: `${label}: GET /api/health, 10 connections (median of 2 × 5 s)`,
          value: `${Math.round(median(health.rps))} req/s`,
          note: `p99 ${health.p99.join(', ')} ms`,
        },
        {
          name: `${label}: GET Documents/Search over ${documentCount} documents, 10 connections (board member; a word in ~15% of them, ${probe.results.length} results a page)`,
          value: `p99 ${median(search.p99)} ms`,
          note: `${Math.round(median(search.rps))} req/s (÷ health ${round(median(search.rps) / median(health.rps))}); p99 runs ${search.p99.join(', ')} ms; p99 ÷ health p99 ${round(ratio, 1)}; non-2xx ${non2xx}`,
        },
        {
          name: `${label}: upload of a ${uploadMiB} MiB file (multipart, streamed to storage)`,
          value: `${Math.round(uploadMs)} ms`,
          note: `server peak RSS ${before ?? '?'} MiB before, ${after ?? '?'} MiB after (growth ${before !== null && after !== null ? after - before : '?'} MiB for a ${uploadMiB} MiB file)`,
        },
      ];
    } finally {
      await server.stop();
    }
  });
}

/**
 * Issue 5 (documents): full-text search over 5 000 documents against /api/health in the same run, and
 * a 20 MiB upload's time and the server's peak memory, on PGlite and on PostgreSQL.
 */
export async function documentsBenchmarks(): Promise<Figure[]> {
  return onBothDatabases(measure);
}
