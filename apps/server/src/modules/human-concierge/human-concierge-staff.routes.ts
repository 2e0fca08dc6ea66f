import * as staffConciergeRoutes from '@aurum/shared/admin/staff-concierge-routes';
import { at } from '../../platform/http/route-path';
import {
  caseMessageSchema,
  caseRequestSchema,
  caseStatusSchema,
  conciergeProfileSchema,
  handoverSchema,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AssistantDirectory } from './assistant-directory';
import { caseNotFound } from './member-cases.service';
import type { StaffCasesService } from './staff-cases.service';

const caseId = (request: FastifyRequest) => pathId(request.params, caseNotFound);

/**
 * /api/admin/concierge: registered inside the staff console's scope (staff with a second factor
 * only): the queue, every case's thread, accepting, statuses, hand-over, filing a request for the
 * member, and the caller's own concierge profile and availability.
 */
export function registerHumanConciergeStaffRoutes(
  scope: FastifyInstance,
  deps: { staffCases: StaffCasesService; directory: AssistantDirectory },
) {
  const { staffCases, directory } = deps;
  const staff = (request: FastifyRequest) => request.auth!.userId;

  scope.get(at(scope, staffConciergeRoutes.queue), async (request) =>
    staffCases.queue(staff(request)),
  );

  scope.get('/concierge/profile', async (request) => directory.ownProfile(staff(request)));

  scope.put(
    at(scope, staffConciergeRoutes.saveProfile),
    { schema: { body: conciergeProfileSchema } },
    async (request) =>
      directory.saveOwnProfile(staff(request), parseInput(conciergeProfileSchema, request.body)),
  );

  scope.get(at(scope, staffConciergeRoutes.colleagues), async () => directory.colleagues());

  scope.get(at(scope, staffConciergeRoutes.getCase), async (request) =>
    staffCases.get(caseId(request)),
  );

  scope.post(at(scope, staffConciergeRoutes.accept), async (request) =>
    staffCases.accept(staff(request), caseId(request)),
  );

  scope.post(
    at(scope, staffConciergeRoutes.changeStatus),
    { schema: { body: caseStatusSchema } },
    async (request) => {
      const id = caseId(request);
      const { status } = parseInput(caseStatusSchema, request.body);
      return staffCases.setStatus(staff(request), id, status);
    },
  );

  scope.post(
    at(scope, staffConciergeRoutes.reply),
    { schema: { body: caseMessageSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const { text } = parseInput(caseMessageSchema, request.body);
      return reply.status(201).send(await staffCases.message(staff(request), id, text));
    },
  );

  scope.post(at(scope, staffConciergeRoutes.markRead), async (request, reply) => {
    await staffCases.markRead(caseId(request));
    return reply.status(204).send();
  });

  scope.post(
    at(scope, staffConciergeRoutes.handOver),
    { schema: { body: handoverSchema } },
    async (request) => {
      const id = caseId(request);
      const { staff_id } = parseInput(handoverSchema, request.body);
      return staffCases.handOver(staff(request), id, staff_id);
    },
  );

  scope.post(
    at(scope, staffConciergeRoutes.fileRequest),
    { schema: { body: caseRequestSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const form = parseInput(caseRequestSchema, request.body);
      return reply.status(201).send(await staffCases.fileRequest(staff(request), id, form));
    },
  );
}
