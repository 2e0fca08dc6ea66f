import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { AuthGuard } from '../auth/auth.api';
import { registerOnboardingRoutes } from './onboarding.routes';
import { OnboardingService } from './onboarding.service';

/** Wires onboarding: its service (medical information sealed at rest, ADR 006) and its routes. */
export function registerOnboarding(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; sealedBox: SealedBox; guard: AuthGuard },
) {
  const onboarding = new OnboardingService(deps.db, deps.clock, deps.sealedBox);
  registerOnboardingRoutes(app, onboarding, deps.guard);
  return { onboarding };
}
