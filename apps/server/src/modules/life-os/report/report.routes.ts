import type { FastifyInstance } from 'fastify';
import type { AuthGuard } from '../../auth/auth.api';
import type { ReportService } from './report.service';

/** GET /api/life-os/report: the weekly report and three insights (LifeReport). */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: { report: ReportService; guard: AuthGuard },
) {
  app.get('/api/life-os/report', { preHandler: deps.guard }, async (request) =>
    deps.report.reportFor(request.auth!.userId),
  );
}
