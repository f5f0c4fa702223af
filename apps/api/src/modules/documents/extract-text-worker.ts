import { parentPort, workerData } from 'node:worker_threads';
import { type ExtractionJob, InflatedSizeExceededError, runExtraction } from './extract-text-job';

/** The message the extraction worker answers with (ADR 097). */
export type WorkerAnswer =
  | { kind: 'text'; text: string | null }
  | { kind: 'inflatedSize' }
  | { kind: 'unreadable'; message: string };

/** Entry of the extraction worker thread: runs one job from workerData and posts one answer. */
async function main(): Promise<void> {
  let answer: WorkerAnswer;
  try {
    answer = { kind: 'text', text: await runExtraction(workerData as ExtractionJob) };
  } catch (error) {
    answer =
      error instanceof InflatedSizeExceededError
        ? { kind: 'inflatedSize' }
        : { kind: 'unreadable', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
}

await main();
