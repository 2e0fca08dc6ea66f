import * as staffRequestRoutes from '@aurum/shared/admin/admin-requests-routes';
import { at } from '../../../platform/http/route-path';
import {
  adminNotesSchema,
  ADMIN_REQUEST_MESSAGES,
  assignProviderSchema,
  requestQueueQuerySchema,
  requestStatusChangeSchema,
} from '@aurum/shared/admin/requests-contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors';
import { parseInput } from '../../../platform/http/parse';
import { pathId } from '../../../platform/http/path-id';
import { notFoundRequest } from '../record/request-lifecycle';
import type { StaffRequestsService } from './staff-requests.service';

/** /api/admin/requests: the queue, one request, manual assignment, notes and progress. */
export function registerStaffRequestRoutes(app: FastifyInstance, service: StaffRequestsService) {
  const requestId = (params: unknown) => pathId(params, notFoundRequest);

  app.get(
    at(app, staffRequestRoutes.queue),
    { schema: { querystring: requestQueueQuerySchema } },
    async (request) => {
      const query = parseInput(requestQueueQuerySchema, request.query);
      return service.queue({
        status: query.status,
        confirmation: query.confirmation,
        serviceType: query.service_type,
        q: query.q || undefined,
        limit: query.limit,
        cursor: query.cursor,
      });
    },
  );

  app.get(at(app, staffRequestRoutes.get), async (request) =>
    service.detail(requestId(request.params)),
  );

  app.get(at(app, staffRequestRoutes.candidates), async (request) =>
    service.candidates(requestId(request.params)),
  );

  app.post(
    at(app, staffRequestRoutes.assign),
    { schema: { body: assignProviderSchema } },
    async (request) => {
      const id = requestId(request.params);
      const body = parseInput(assignProviderSchema, request.body);
      if (body.serviceRequestId && body.serviceRequestId !== id) {
        throw new AppError('VALIDATION_ERROR', ADMIN_REQUEST_MESSAGES.wrongRequest, 400);
      }
      return service.assign(id, body.providerId);
    },
  );

  app.put(
    at(app, staffRequestRoutes.saveNotes),
    { schema: { body: adminNotesSchema } },
    async (request) => {
      const id = requestId(request.params);
      const { admin_notes } = parseInput(adminNotesSchema, request.body);
      return service.saveNotes(id, admin_notes);
    },
  );

  app.post(
    at(app, staffRequestRoutes.changeStatus),
    { schema: { body: requestStatusChangeSchema } },
    async (request) => {
      const id = requestId(request.params);
      const { status, reason } = parseInput(requestStatusChangeSchema, request.body);
      return service.changeStatus(id, status, reason);
    },
  );
}
