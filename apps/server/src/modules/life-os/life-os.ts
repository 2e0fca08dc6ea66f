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
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { ServiceRequestService } from '../requests/requests.service';
import { registerGoalsAndRoutines } from './goals-routines';
import { registerPersonasAndReset } from './personas-and-reset';

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
  requests: ServiceRequestService;
  onboarding: Pick<OnboardingService, 'load'>;
}

export function registerLifeOs(app: FastifyInstance, deps: LifeOsDeps) {
  // The smart home's EnvironmentControl goes in as `environment` once it is wired.
  const { personas, reset, life } = registerPersonasAndReset(app, deps);
  const goalsAndRoutines = registerGoalsAndRoutines(app, {
    ...deps,
    siteUrl: deps.config.SITE_URL,
    gate: life,
  });
  // `life` is the LifeContextReader (the assistant) and the ReminderGate (routines).
  return { ...goalsAndRoutines, personas, reset, life };
}
