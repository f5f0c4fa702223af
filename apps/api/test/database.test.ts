import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { DatabaseOpenError, openEmbeddedDatabase, queryRows, wrapPool } from '../src/db/database';
import { adminQuery, databaseUrl, newDatabaseName, postgres, tempDir } from './helper';

describe('embedded database', () => {
  it('keeps its data across a close and reopen', async () => {
    const dataDir = tempDir();
    const first = await openEmbeddedDatabase(dataDir);
    await first.migrate();
    await first.db.execute("insert into management_companies (code, name) values ('x', 'X')");
    await first.close();
    const second = await openEmbeddedDatabase(dataDir);
    onTestFinished(() => second.close());
    await second.migrate();
    expect(await queryRows(second.db, 'select code from management_companies')).toEqual([{ code: 'x' }]);
  });

  it('refuses a second opener of the same data folder with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openEmbeddedDatabase(dataDir);
    onTestFinished(() => first.close());
    const second = openEmbeddedDatabase(dataDir);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `The data folder ${dataDir} is in use by another portal process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
    );
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(path.join(dataDir, 'portal.lock'), `${dead.pid}\n`);
    const database = await openEmbeddedDatabase(dataDir);
    onTestFinished(() => database.close());
    await database.migrate();
  });

  it('takes over a stale lock naming its own pid (a restarted container reuses pids)', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'portal.lock'), `${process.pid}\n`);
    const database = await openEmbeddedDatabase(dataDir);
    onTestFinished(() => database.close());
    await database.migrate();
  });

  it('reports a corrupt data folder clearly and quickly', async () => {
    const dataDir = tempDir();
    const healthy = await openEmbeddedDatabase(dataDir);
    await healthy.close();
    const folder = path.join(dataDir, 'pglite');
    writeFileSync(path.join(folder, 'global', 'pg_control'), 'this is not a control file'.repeat(100));
    writeFileSync(path.join(folder, 'PG_VERSION'), 'garbage\n');
    const startedAt = Date.now();
    const opening = openEmbeddedDatabase(dataDir);
    await expect(opening).rejects.toThrow(DatabaseOpenError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `^The embedded database in ${folder} could not be opened: .+\\. Move the folder away to start fresh\\.$`,
      ),
    );
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    // the lock is released, so the folder can be fixed and reused
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(DatabaseOpenError);
  });
});

describe.skipIf(!postgres.reachable)(
  `postgres migrations${postgres.reachable ? '' : ' (skipped: test server not reachable)'}`,
  () => {
    it('lets two processes migrate at once: both succeed, the schema is applied once', async () => {
      const name = newDatabaseName();
      await adminQuery(`create database ${name}`);
      onTestFinished(() => adminQuery(`drop database if exists ${name} with (force)`));
      const a = wrapPool(new pg.Pool({ connectionString: databaseUrl(name) }), 'a');
      const b = wrapPool(new pg.Pool({ connectionString: databaseUrl(name) }), 'b');
      onTestFinished(async () => {
        await a.close();
        await b.close();
      });
      await Promise.all([a.migrate(), b.migrate()]);
      const countApplied = () =>
        queryRows(a.db, 'select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = (await import('../drizzle/meta/_journal.json')).entries.length;
      expect(await countApplied()).toEqual([{ n: journal }]);
      await a.migrate();
      expect(await countApplied()).toEqual([{ n: journal }]);
    });
  },
);
