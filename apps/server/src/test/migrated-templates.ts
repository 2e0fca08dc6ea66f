import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectPostgres, dumpPglite, migrationsDirectory, openPglite } from '../db/client';

/**
 * Tests start from a database migrated once, not migrated again for every test app (ADR 071):
 * PGlite from a dump of a migrated data directory kept in the system's temporary folder, and
 * PostgreSQL from a template database. Both are named by a hash of the committed migrations, so
 * a new or changed migration makes a new one and a stale one is never used.
 */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDirectory);
  return hash.digest('hex').slice(0, 16);
})();

let pgliteDump: Promise<Blob> | undefined;

/** A migrated PGlite data directory: from the temporary folder, or made once and kept there. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(tmpdir(), `aurum-pglite-migrated-${migrationsHash}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openPglite();
    try {
      await handle.migrate();
      const dump = await dumpPglite(handle);
      // Written under a unique name, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await handle.close();
    }
  })();
  return pgliteDump;
}

/** Runs `work` on a short-lived connection to the test server's administrative database. */
export async function onAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const TEMPLATE_LOCK = 727_002;
let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a migrated template database on the test server, built once under an advisory
 * lock (several test processes may ask at once): migrated under a working name and renamed when
 * complete, so a template that exists is whole. Templates of older migrations are dropped.
 */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= onAdmin(adminUrl, async (admin) => {
    const template = `aurum_template_${migrationsHash}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'aurum_template_%'",
      );
      if (rows.some((row) => row.datname === template)) return template;
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      const building = `${template}_building`;
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = connectPostgres(url.toString(), 1);
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      return template;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return postgresTemplate;
}
