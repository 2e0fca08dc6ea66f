import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../auth/auth-guard';
import { needsOnboarding } from './onboarding.service';

export function registerOnboardingRoutes(app: FastifyInstance, db: Database, guard: AuthGuard) {
  app.get('/api/onboarding/status', { preHandler: guard }, async (request) => ({
    needs_onboarding: await needsOnboarding(db, request.auth!.userId),
  }));
}
