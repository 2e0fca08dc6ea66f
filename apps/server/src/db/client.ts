import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema } from './schema';

type Schema = typeof schema;
/** The one database type both drivers satisfy; repositories use only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * Where LISTEN runs (realtime): PostgreSQL through a new dedicated connection, never one of the
 * pool's, which would hand the LISTEN to other queries; PGlite through its own listen() API.
 */
export type NotificationSource =
  { kind: 'postgres'; newClient: () => pg.Client } | { kind: 'pglite'; pglite: PGlite };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (safe to call from several instances at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** For LISTEN; a handle without it delivers no realtime events. */
  notifications?: NotificationSource;
  /** node-postgres's pool counts (PostgreSQL only), for /metrics. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
}

/** The rows of a raw `db.execute` result (both drivers answer with {rows}). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 727_001;
const CONNECT_TIMEOUT_MS = 5_000;

/** PostgreSQL server through a node-postgres pool. */
export function connectPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    keepAlive: true,
    // A server that does not answer (a partition, a fail-over in progress) fails the request
    // with 503 instead of holding it for ever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection that fails (server restart, fail-over, pg_terminate_backend) emits 'error' on
  // its client, idle or checked out; unheard, that crashes the process. The pool listens while a
  // client is idle and discards it; a checked-out client (a transaction between two statements)
  // has only the listener below, and the query in flight or the next one fails instead (503,
  // database-unavailable.ts). The pool opens new connections once the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    pool,
    notifications: {
      kind: 'postgres',
      newClient: () =>
        new pg.Client({
          connectionString: url,
          keepAlive: true,
          connectionTimeoutMillis: 10_000,
          application_name: 'aurum realtime listener',
        }),
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite): in memory when dataDir is undefined, else persisted there.
 * `from` starts it from a dump of another one's data directory (`dumpPglite`), e.g. a migrated
 * template, which is many times faster than creating and migrating a new one.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = path.resolve(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    notifications: { kind: 'pglite', pglite: client },
  };
}

/** A PGlite handle's whole data directory, uncompressed, for `openPglite(undefined, dump)`. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (handle.notifications?.kind !== 'pglite') throw new Error('Not a PGlite database');
  return handle.notifications.pglite.dumpDataDir('none');
}

/** The committed migrations' folder (its contents name a migrated template, see test-app). */
export const migrationsDirectory = migrationsFolder;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
