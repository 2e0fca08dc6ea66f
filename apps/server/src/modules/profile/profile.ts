import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuthGuard } from '../auth/auth.api';
import { registerProfileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

/** Wires the member's profile: its service and its routes. */
export function registerProfile(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; guard: AuthGuard },
) {
  const profiles = new ProfileService(deps.db, deps.clock);
  registerProfileRoutes(app, profiles, deps.guard);
  return { profiles };
}
