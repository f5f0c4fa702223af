// Starts the extraction worker from the TypeScript sources (vitest, tsx): the worker thread has no
// TypeScript loader of its own, so it registers tsx before importing the .ts entry. The library the
// job needs is loaded first, so tsx does not transform it (pdfjs took seconds more). The built server
// starts dist/extract-text-worker.js instead (ADR 097).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const libraries = {
  'application/pdf': ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['mammoth'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['read-excel-file/node'],
};
for (const library of libraries[workerData.contentType] ?? []) await import(library);
register();
await import('./extract-text-worker.ts');
