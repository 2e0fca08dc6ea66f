import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../db/client';
import { KeyReseal, type ResealReport } from '../modules/data-keys/reseal.service';
import { ConfigError, loadConfig } from '../platform/config';
import { sealedBoxOf } from '../platform/crypto/sealed-box';
import { JobQueue } from '../platform/jobs/job-queue';
import { systemClock } from '../platform/clock';

/** What `npm run keys:reseal` prints: counts per table and whether the old keys can go. */
export function resealReportLines({ keyId, resealed, remaining }: ResealReport): string[] {
  const lines = Object.entries(resealed).map(([table, n]) => `  ${table}: ${n} re-sealed`);
  const total = Object.values(resealed).reduce((sum, n) => sum + n, 0);
  lines.push(`${total} rows re-sealed under key ${keyId}.`);
  lines.push(
    remaining === 0
      ? 'Every sealed value is under the current key: DATA_ENCRYPTION_KEY_PREVIOUS can be removed.'
      : `${remaining} rows are still under another key: run again before removing DATA_ENCRYPTION_KEY_PREVIOUS.`,
  );
  return lines;
}

/**
 * `npm run keys:reseal` (ADR 083): seals every value sealed under a previous data encryption key
 * again under DATA_ENCRYPTION_KEY, batch by batch, and reports the counts. Safe while the
 * instances run (they share the work through SKIP LOCKED) and safe to run again.
 */
async function main() {
  const env = { ...process.env };
  env.DATA_DIR = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const config = loadConfig(env);
    handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await handle.migrate();
    const jobs = new JobQueue(handle.db, systemClock, () => {});
    const reseal = new KeyReseal({ db: handle.db, box: sealedBoxOf(config), jobs });
    for (const line of resealReportLines(await reseal.resealAll())) console.log(line);
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? `Aurum configuration is not valid.\n${error.message}`
        : `Re-sealing stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
