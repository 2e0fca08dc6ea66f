import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { CalendarService } from '../calendar/calendar.service';
import type { MoodSummaryReader } from '../journal/journal.api';
import { registerGoalsAndRoutines } from './goals-routines';
import type { ReminderGate } from './life-os.api';

/**
 * Life OS (issue 29): goals, routines and the weekly report; personas and the reset; smart home
 * and platform settings. Each part registers its routes here; the parts reach each other through
 * the interfaces of life-os.api.ts.
 */
export interface LifeOsDeps {
  db: Database;
  clock: Clock;
  config: Config;
  sealedBox: SealedBox;
  guard: AuthGuard;
  jobs: JobQueue;
  mail: MailService;
  calendar: CalendarService;
  mood: MoodSummaryReader;
}

/** Until the personas' gate is wired: every routine reminder may go out. */
const remindersAlwaysAllowed: ReminderGate = { remindersAllowed: async () => true };

export function registerLifeOs(app: FastifyInstance, deps: LifeOsDeps) {
  const goalsAndRoutines = registerGoalsAndRoutines(app, {
    ...deps,
    siteUrl: deps.config.SITE_URL,
    gate: remindersAlwaysAllowed,
  });
  return { ...goalsAndRoutines };
}
