import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { AuthGuard } from '../auth/auth.api';
import { AdminCategoriesService } from './admin-categories.service';
import { registerAdminCatalogueRoutes } from './admin-catalogue.routes';
import { registerAdminOperationsRoutes } from './admin-operations.routes';
import { AdminOperationsService } from './admin-operations.service';
import { AdminProvidersService } from './admin-providers.service';

const ADMIN_PREFIX = '/api/admin';
const BODY_LIMIT = 32 * 1024;

/**
 * The staff console's API under /api/admin. Every route lives in one encapsulated scope whose
 * preHandler admits only staff: signed-out callers get 401, members and providers 403, staff
 * without a second factor 403 AUTH_MFA_SETUP_REQUIRED.
 */
export function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    jobs: JobQueue;
    /** Staff with a second factor only (auth's createStaffGuard, ADR 052). */
    staffGuard: AuthGuard;
    /** Other areas' staff routes (requests, membership, marketplace), registered inside the staff-only scope. */
    staffAreas?: ((scope: FastifyInstance) => void)[];
  },
) {
  const { db, clock } = deps;
  const providers = new AdminProvidersService(db, clock);
  const categories = new AdminCategoriesService(db, clock);
  const operations = new AdminOperationsService(db, clock, deps.jobs);
  const staffOnly = deps.staffGuard;

  void app.register(
    async (scope) => {
      scope.addHook('preHandler', staffOnly);
      scope.addHook('onRoute', (route) => {
        route.bodyLimit ??= BODY_LIMIT;
      });
      registerAdminCatalogueRoutes(scope, providers, categories);
      registerAdminOperationsRoutes(scope, operations);
      for (const registerArea of deps.staffAreas ?? []) registerArea(scope);
    },
    { prefix: ADMIN_PREFIX },
  );
  return { providers, categories, operations };
}
