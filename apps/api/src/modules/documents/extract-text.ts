import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { TextExtraction } from '@hoa/contracts/documents';
import type { TextExtractLimits } from '../../config/config-types';
import { type ExtractionJob, excelContentType, wordContentType } from './extract-text-job';
import type { WorkerAnswer } from './extract-text-worker';
import { capText, maxExtractedCharacters } from './text-cap';

export { maxExtractedCharacters };

/** Which limit stopped an extraction (logged; the record says 'skipped'). */
export type ExtractionLimit = 'fileSize' | 'inflatedSize' | 'memory' | 'time';

export type Extraction =
  | { status: 'extracted'; text: string }
  | { status: Exclude<TextExtraction, 'extracted' | 'skipped'> }
  | { status: 'skipped'; limit: ExtractionLimit };

export interface ExtractOptions {
  limits: TextExtractLimits & {
    /** Larger files are not read at all (DOCUMENT_TEXT_EXTRACT_MAX_MB). */
    maxFileMb: number;
  };
  log: { warn(object: object, message: string): void };
}

/** Types read in the worker thread; text and CSV are read on the spot (only their start). */
const workerTypes = new Set(['application/pdf', wordContentType, excelContentType]);
const plainTypes = new Set(['text/plain', 'text/csv']);

/** Extractions running at once: each worker may use its whole memory limit. */
const maxConcurrentWorkers = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withWorkerSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentWorkers) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * How to start the worker: the bundle has `extract-text-worker.js` next to `server.js` (build.mjs);
 * from the TypeScript sources (vitest, tsx) a small .mjs registers tsx, then imports the .ts entry.
 */
function newWorker(job: ExtractionJob, limits: TextExtractLimits): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: limits.memoryMb,
    maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(limits.memoryMb / 8))),
  };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./extract-text-worker.js', import.meta.url), {
      workerData: job,
      resourceLimits,
    });
  }
  return new Worker(new URL('./extract-text-worker-from-sources.mjs', import.meta.url), {
    workerData: job,
    resourceLimits,
  });
}

/** Runs one job in a worker with a heap limit, stopped when the time is up. */
function runInWorker(job: ExtractionJob, limits: TextExtractLimits): Promise<Extraction | { error: string }> {
  return new Promise((resolve) => {
    const worker = newWorker(job, limits);
    let settled = false;
    const settle = (outcome: Extraction | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ status: 'skipped', limit: 'time' }),
      limits.timeoutSeconds * 1000,
    );
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.kind === 'text') {
        settle(answer.text === null ? { status: 'none' } : { status: 'extracted', text: answer.text });
      } else if (answer.kind === 'inflatedSize') {
        settle({ status: 'skipped', limit: 'inflatedSize' });
      } else {
        settle({ error: answer.message });
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      settle(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'skipped', limit: 'memory' }
          : { error: error.message },
      );
    });
    worker.on('exit', (code) => settle({ error: `The extraction worker stopped (exit code ${code})` }));
  });
}

/** The first `bytes` of a text file as UTF-8 (a large CSV is not read whole). */
async function readStart(filePath: string, bytes: number): Promise<string> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The text inside a file, for full-text search (ADR 071, 097): PDF, Word and Excel are read in a worker
 * thread with hard limits (inflated size, heap, time), text and CSV by their start. A file over a limit
 * is 'skipped', an unreadable one 'failed'; either is still found by its name, and the server keeps
 * serving meanwhile.
 */
export async function extractText(
  file: { path: string; size: number },
  contentType: string,
  options: ExtractOptions,
): Promise<Extraction> {
  const { limits, log } = options;
  const skipped = (limit: ExtractionLimit): Extraction => {
    log.warn({ contentType, size: file.size, limit }, 'The text of an uploaded document was not extracted');
    return { status: 'skipped', limit };
  };
  if (!plainTypes.has(contentType) && !workerTypes.has(contentType)) return { status: 'none' };
  if (file.size > limits.maxFileMb * 1024 * 1024) return skipped('fileSize');
  if (plainTypes.has(contentType)) {
    return { status: 'extracted', text: capText(await readStart(file.path, maxExtractedCharacters * 4)) };
  }
  const outcome = await withWorkerSlot(() =>
    runInWorker(
      { filePath: file.path, contentType, maxInflatedBytes: limits.maxInflatedMb * 1024 * 1024 },
      limits,
    ),
  );
  if ('error' in outcome) {
    log.warn({ contentType, error: outcome.error }, 'Could not extract the text of an uploaded document');
    return { status: 'failed' };
  }
  if (outcome.status === 'skipped') return skipped(outcome.limit);
  return outcome;
}
