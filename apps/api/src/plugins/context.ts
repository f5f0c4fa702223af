import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import type { Config } from '../config/config-types';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for database.db: what route handlers pass to domain functions. */
    db: Db;
    clock: Clock;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
  clock: Clock;
}

/** Makes configuration, database and clock available to every route. */
export const contextPlugin = fp<ContextOptions>(
  async (app, { config, database, clock }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('clock', clock);
  },
  { name: 'context' },
);
