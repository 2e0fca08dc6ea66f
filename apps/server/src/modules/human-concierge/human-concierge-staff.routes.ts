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

  scope.get('/concierge/queue', async (request) => staffCases.queue(staff(request)));

  scope.get('/concierge/profile', async (request) => directory.ownProfile(staff(request)));

  scope.put('/concierge/profile', { schema: { body: conciergeProfileSchema } }, async (request) =>
    directory.saveOwnProfile(staff(request), parseInput(conciergeProfileSchema, request.body)),
  );

  scope.get('/concierge/colleagues', async () => directory.colleagues());

  scope.get('/concierge/cases/:id', async (request) => staffCases.get(caseId(request)));

  scope.post('/concierge/cases/:id/accept', async (request) =>
    staffCases.accept(staff(request), caseId(request)),
  );

  scope.post(
    '/concierge/cases/:id/status',
    { schema: { body: caseStatusSchema } },
    async (request) => {
      const id = caseId(request);
      const { status } = parseInput(caseStatusSchema, request.body);
      return staffCases.setStatus(staff(request), id, status);
    },
  );

  scope.post(
    '/concierge/cases/:id/messages',
    { schema: { body: caseMessageSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const { text } = parseInput(caseMessageSchema, request.body);
      return reply.status(201).send(await staffCases.message(staff(request), id, text));
    },
  );

  scope.post('/concierge/cases/:id/read', async (request, reply) => {
    await staffCases.markRead(caseId(request));
    return reply.status(204).send();
  });

  scope.post(
    '/concierge/cases/:id/handover',
    { schema: { body: handoverSchema } },
    async (request) => {
      const id = caseId(request);
      const { staff_id } = parseInput(handoverSchema, request.body);
      return staffCases.handOver(staff(request), id, staff_id);
    },
  );

  scope.post(
    '/concierge/cases/:id/requests',
    { schema: { body: caseRequestSchema } },
    async (request, reply) => {
      const id = caseId(request);
      const form = parseInput(caseRequestSchema, request.body);
      return reply.status(201).send(await staffCases.fileRequest(staff(request), id, form));
    },
  );
}
