import * as adminRoutes from '@aurum/shared/admin/admin-routes';
import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import { at } from '../../platform/http/route-path';
import {
  auditLogQuerySchema,
  memberIdParamsSchema,
  sessionIdParamsSchema,
} from '@aurum/shared/auth/sessions-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import type { AuditService } from './audit.service';
import type { AuthGuard } from './auth.api';
import { caller } from './auth-http';
import type { SessionsService } from './sessions.service';

/**
 * The member's signed-in devices and own audit log (issue 26, ADR 054):
 * GET /auth/v1/sessions, DELETE /auth/v1/sessions/:id, GET /auth/v1/audit?page=&per_page=.
 * Ending every other session is POST /auth/v1/logout?scope=others.
 */
export function registerSessionsRoutes(
  app: FastifyInstance,
  sessions: SessionsService,
  audit: AuditService,
  guard: AuthGuard,
) {
  app.get(at(app, accountRoutes.sessions), { preHandler: guard }, async (request) =>
    sessions.list(request.auth!),
  );

  app.delete(
    at(app, accountRoutes.endSession),
    { schema: { params: sessionIdParamsSchema }, preHandler: guard },
    async (request, reply) => {
      const { id } = parseInput(sessionIdParamsSchema, request.params);
      await sessions.end(request.auth!, id, caller(request));
      return reply.status(204).send();
    },
  );

  app.get(
    at(app, accountRoutes.audit),
    { schema: { querystring: auditLogQuerySchema }, preHandler: guard },
    async (request) => {
      const query = parseInput(auditLogQuerySchema, request.query);
      return audit.page(request.auth!.userId, query.page, query.per_page);
    },
  );
}

/**
 * Staff end a member's sessions from the console (ASVS 7.4.5): registered inside the console's
 * staff-only scope (/api/admin), so members and providers get 403.
 */
export function registerStaffSessionsRoutes(scope: FastifyInstance, sessions: SessionsService) {
  scope.delete(
    at(scope, adminRoutes.endMemberSessions),
    { schema: { params: memberIdParamsSchema } },
    async (request) => {
      const { id } = parseInput(memberIdParamsSchema, request.params);
      return sessions.endAllByStaff(request.auth!, id, caller(request));
    },
  );
}
