import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import type { FastifyInstance } from 'fastify';
import { at } from '../../../platform/http/route-path';
import type { AuthGuard } from '../../auth/auth.api';
import type { ReportService } from './report.service';

/** GET /api/life-os/report: the weekly report and three insights (LifeReport). */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: { report: ReportService; guard: AuthGuard },
) {
  app.get(at(app, lifeOsRoutes.report), { preHandler: deps.guard }, async (request) =>
    deps.report.reportFor(request.auth!.userId),
  );
}
