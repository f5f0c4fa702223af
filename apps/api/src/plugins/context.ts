import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config/config-types';
import type { Database, Db } from '../db/database';
import type { BlobStorage } from '../modules/documents/blob-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for database.db: what route handlers pass to domain functions. */
    db: Db;
    clock: Clock;
    /** Where document contents are kept (ADR 134): one storage for the whole app. */
    documentStorage: BlobStorage;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
  clock: Clock;
  documentStorage: BlobStorage;
}

/** Makes configuration, database, clock and document storage available to every route. */
export const contextPlugin = fp<ContextOptions>(
  async (app, { config, database, clock, documentStorage }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('clock', clock);
    app.decorate('documentStorage', documentStorage);
  },
  { name: 'context' },
);
