import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, inject } from 'vitest';

/**
 * Database templates shared by every test file of one run (ADR 100). Migrating and seeding the demo's
 * three years of books takes seconds per database; done once per file it was most of the suite's time.
 * The run's global setup (test/global-setup.ts) names a folder and a run id: the first worker that needs
 * a template builds it, the others wait for it and load it. Without the global setup (a file run some
 * other way) each file builds its own, as before.
 */
export interface TemplateRun {
  /** A folder for this run: PGlite dumps and the seeded documents' contents. */
  dir: string;
  /** Short lowercase id in the names of this run's PostgreSQL template databases. */
  id: string;
  /** Whether the templates outlive the file (the global setup removes them) or are this file's own. */
  shared: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: { dir: string; id: string } | undefined;
  }
}

function currentRun(): TemplateRun {
  let provided: { dir: string; id: string } | undefined;
  try {
    provided = inject('testTemplates');
  } catch {
    provided = undefined;
  }
  if (provided) return { ...provided, shared: true };
  const id = randomBytes(4).toString('hex');
  const dir = path.join(tmpdir(), `hoa-test-templates-${id}`);
  mkdirSync(dir, { recursive: true });
  return { dir, id, shared: false };
}

export const templateRun: TemplateRun = currentRun();
if (!templateRun.shared) afterAll(() => rmSync(templateRun.dir, { recursive: true, force: true }));

const digest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** PostgreSQL's name for a template of this run: lowercase, within the 63-character limit. */
export const postgresTemplateName = (key: string) => `hoa_tpl_${templateRun.id}_${digest(key)}`;

/** Signed 64-bit advisory lock key of a template name. */
export const advisoryKeyOf = (name: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`)).toString();

const waitLimitMs = 180_000;

/**
 * Makes `target` (a file or a folder) at most once per run: whoever takes the lock file builds it into a
 * partial path and renames it into place, the others wait for it. A builder that died leaves its lock
 * behind; after three minutes a waiter builds it itself.
 */
export async function sharedOutput(target: string, build: (partial: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  let lock: number | undefined;
  try {
    lock = openSync(`${target}.lock`, 'wx');
  } catch {
    const started = Date.now();
    while (Date.now() - started < waitLimitMs) {
      if (existsSync(target)) return;
      await sleep(100);
    }
  }
  try {
    const partial = `${target}.${process.pid}.partial`;
    await build(partial);
    renameSync(partial, target);
  } finally {
    if (lock !== undefined) closeSync(lock);
  }
}

/** A PGlite data folder dump (an uncompressed tar) for `key`, built by `build` at most once per run. */
export async function sharedPgliteDump(key: string, build: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(templateRun.dir, `${digest(key)}.tar`);
  let built: Blob | undefined;
  await sharedOutput(file, async (partial) => {
    built = await build();
    writeFileSync(partial, Buffer.from(await built.arrayBuffer()));
  });
  return built ?? new Blob([readFileSync(file)]);
}
