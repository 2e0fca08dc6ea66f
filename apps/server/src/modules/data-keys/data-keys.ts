import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { KeyReseal, RESEAL_JOB } from './reseal.service';

/**
 * The data encryption key's rotation (ADR 083): the re-seal job in the outbox, scheduled at start
 * while DATA_ENCRYPTION_KEY_PREVIOUS names keys the data may still be sealed under.
 */
export async function registerDataKeys(deps: {
  db: Database;
  config: Config;
  box: SealedBox;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  const reseal = new KeyReseal(deps);
  deps.jobs.register(RESEAL_JOB, () => reseal.runJob());
  if (deps.config.DATA_ENCRYPTION_KEY_PREVIOUS.length > 0) {
    // A database that is away at start leaves it to `npm run keys:reseal` or the next start.
    await reseal
      .schedule()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'key re-seal not scheduled'));
  }
  return { reseal };
}
