import { dietSharedWithProviders } from '@aurum/shared/medical/shared-with-providers';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuthGuard } from '../auth/auth.api';
import type { CalendarService } from '../calendar/calendar.service';
import type { OnboardingService } from '../onboarding/onboarding.service';
import { ProfileService } from '../profile/profile.service';
import type { ServiceRequestService } from '../requests/requests.service';
import { LifeContext, noHomeHub } from './life-context';
import type { EnvironmentControl } from './life-os.api';
import { registerPersonaRoutes } from './personas/personas.routes';
import { PersonaService } from './personas/personas.service';
import { ResetActions } from './reset/reset-actions';
import { registerResetRoutes } from './reset/reset.routes';
import { ResetService } from './reset/reset.service';

export interface PersonasAndResetDeps {
  db: Database;
  clock: Clock;
  guard: AuthGuard;
  calendar: CalendarService;
  requests: ServiceRequestService;
  /** Opens the sealed medical info: the comfort food's food allergies and diet (ADR 048). */
  onboarding: Pick<OnboardingService, 'load'>;
  /** The smart home's rest scene; until it is wired, no hub (answers 'skipped'). */
  environment?: EnvironmentControl;
}

/**
 * Personas and the reset (issue 29, ADR 064): their routes, and the LifeContext the assistant
 * and the routines' reminders read.
 */
export function registerPersonasAndReset(app: FastifyInstance, deps: PersonasAndResetDeps) {
  const { db, clock, guard } = deps;
  const profiles = new ProfileService(db, clock);
  const personas = new PersonaService(db, clock, deps.calendar);
  const actions = new ResetActions({
    calendar: deps.calendar,
    requests: deps.requests,
    environment: deps.environment ?? noHomeHub,
    member: async (userId) => {
      const [{ medicalInfo }, profile] = await Promise.all([
        deps.onboarding.load(userId),
        profiles.get(userId).catch(() => null),
      ]);
      return { diet: dietSharedWithProviders(medicalInfo), location: profile?.location ?? null };
    },
  });
  const reset = new ResetService(db, clock, actions, deps.requests);
  registerPersonaRoutes(app, { personas, guard });
  registerResetRoutes(app, { reset, guard });
  return { personas, reset, life: new LifeContext(personas, reset) };
}
