import * as dataRightsRoutes from '@aurum/shared/data-rights/data-rights-routes';
import { at } from '../../platform/http/route-path';
import { deletionBodySchema } from '@aurum/shared/data-rights/data-rights-contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { parseInput } from '../../platform/http/parse';
import { recordAuditEvent } from '../auth/accounts.api';
import type { AuthGuard } from '../auth/auth.api';
import type { ReauthenticationService } from '../auth/reauthentication.service';
import type { AccountDeletionService } from './account-deletion.service';
import { buildMemberExport, type ExportSources } from './member-export';

/**
 * The member's data rights (ADR 055): GET /api/data-rights (the deletion state), GET
 * /api/data-rights/export (everything, as a JSON download), POST /api/data-rights/deletion
 * (after re-authentication). Only the signed-in member's own data; no id is ever taken as input.
 */
export function registerDataRightsRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    guard: AuthGuard;
    deletion: AccountDeletionService;
    reauthentication: Pick<ReauthenticationService, 'requireRecent'>;
    sources: ExportSources;
  },
) {
  const { guard, deletion } = deps;

  app.get(at(app, dataRightsRoutes.state), { preHandler: guard }, async (request) =>
    deletion.state(request.auth!.userId),
  );

  app.get(at(app, dataRightsRoutes.exportData), { preHandler: guard }, async (request, reply) => {
    const { userId } = request.auth!;
    const now = deps.clock.now();
    const document = await buildMemberExport(deps.sources, userId, now);
    await recordAuditEvent(deps.db, { event: 'data_exported', userId, ip: request.ip, now });
    const day = document.exported_at.slice(0, 10);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="aurum-data-${day}.json"`)
      .send(document);
  });

  app.post(
    at(app, dataRightsRoutes.requestDeletion),
    { schema: { body: deletionBodySchema }, preHandler: guard },
    async (request) => {
      const claims = request.auth!;
      parseInput(deletionBodySchema, request.body);
      await deps.reauthentication.requireRecent(claims);
      return deletion.request(claims.userId, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    },
  );
}
