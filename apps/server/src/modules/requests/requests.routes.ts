import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import { parseInput } from '../../platform/http/parse';
import type { AuthGuard } from '../auth/auth-guard';
import { listRecentRequests } from './requests.repo';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});

/** The member's own service requests (the requests area adds filing, matching and updates). */
export function registerRequestRoutes(app: FastifyInstance, db: Database, guard: AuthGuard) {
  app.get('/api/service-requests', { preHandler: guard }, async (request) => {
    const { limit } = parseInput(listQuery, request.query);
    return asMember(db, request.auth!.userId, (scope) => listRecentRequests(scope, limit));
  });
}
