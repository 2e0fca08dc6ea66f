import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type AppDependencies } from '../app';
import { connectPostgres, type DatabaseHandle, openPglite, rowsOf } from '../db/client';
import { migratedPgliteDump, migratedPostgresTemplate, onAdmin } from './migrated-templates';
import { TestClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import type { MailTransport } from '../platform/mailer/mail-transport';
import type { RegisteredRoute } from './registered-routes';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function freshDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPglite(undefined, await migratedPgliteDump());
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `aurum_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = await migratedPostgresTemplate(adminUrl);
  await onAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await onAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
export interface TestAppOptions {
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  web?: AppDependencies['web'];
  /** The clock to share with another instance (a fresh TestClock otherwise). */
  clock?: TestClock;
}

/** The whole server on a fresh database with a controllable clock, driven with app.inject. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  return createTestAppOver(await freshDatabase(kind), options);
}

/** The whole server over an existing database (e.g. a second instance); closing closes it. */
export async function createTestAppOver(database: DatabaseHandle, options: TestAppOptions = {}) {
  const clock = options.clock ?? new TestClock(new Date());
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    SITE_URL: 'http://aurum.test',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    AUTH_IP_RATE_LIMIT_ATTEMPTS: '10000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aurum-test-')),
    ...options.env,
  });
  const routes: RegisteredRoute[] = [];
  const built = await buildApp({
    config,
    database,
    clock,
    mailTransport: options.mailTransport,
    web: options.web,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url });
      }
    },
  });
  await built.app.ready();
  let second: Promise<TestApp> | undefined;
  return {
    ...built,
    database,
    db: database.db,
    clock,
    config,
    /** Every route the app registered, as Fastify's onRoute hook saw it (HEAD left out). */
    routes,
    /**
     * A second instance over the same PostgreSQL database, with its own pool, the same settings
     * and this clock, built on first use and closed with this one (ADR 083).
     */
    secondInstance(): Promise<TestApp> {
      // The same DATA_DIR: the same generated data key, VAPID keys and file store.
      const env = { ...options.env, DATA_DIR: config.DATA_DIR };
      second ??= urlOf(database).then((url) =>
        createTestAppOver(connectPostgres(url, 5), { ...options, env, clock }),
      );
      return second;
    },
    async close() {
      if (second) await (await second).close();
      await built.app.close();
      await database.close();
    },
  };
}

export interface TestApp extends Awaited<ReturnType<typeof createTestAppOver>> {
  secondInstance(): Promise<TestApp>;
}

/** The address of a fresh PostgreSQL test database, for another pool on it. */
async function urlOf(database: DatabaseHandle): Promise<string> {
  if (database.kind !== 'postgres') throw new Error('A second instance needs PostgreSQL');
  const [{ name }] = rowsOf<{ name: string }>(
    await database.db.execute(sql`select current_database() as name`),
  ) as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two server instances on one fresh PostgreSQL database, each with its own pool (of `poolSize`)
 * and its own LISTEN connection, as a deployment of two instances runs. Needs TEST_DATABASE_URL.
 * `database` is a third connection for changes made behind both instances' backs.
 */
export async function twoInstancesOnPostgres(options: TestAppOptions & { poolSize?: number } = {}) {
  const database = await freshDatabase('postgres');
  const url = await urlOf(database);
  const { poolSize = 3, ...appOptions } = options;
  const a = await createTestAppOver(connectPostgres(url, poolSize), appOptions);
  const b = await createTestAppOver(connectPostgres(url, poolSize), appOptions);
  return {
    database,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}
