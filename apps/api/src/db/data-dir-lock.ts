import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes writing one data folder corrupt it. A lock file holding
 * the owner's pid keeps a second process out; a lock left by a process that died is taken over.
 */
const heldLocks = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldLocks.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldLocks.delete(lockPath);
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let pid = Number.NaN;
    try {
      pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    } catch {
      // vanished between open and read: try again
    }
    // A lock naming our pid that this process does not hold is stale: a container restart often hands
    // the new process the pid of the one that died.
    const heldHere = pid === process.pid ? heldLocks.has(lockPath) : isAlive(pid);
    if (Number.isInteger(pid) && pid > 0 && heldHere) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another portal process (pid ${pid}). Stop it or set DATA_DIR to another folder.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}: ${lockPath} keeps reappearing.`);
}
