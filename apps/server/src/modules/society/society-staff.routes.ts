import {
  eventInputSchema,
  eventPatchSchema,
  giftInputSchema,
  giftListQuerySchema,
  giftPatchSchema,
  perkInputSchema,
  perkPatchSchema,
} from '@aurum/shared/society/society-contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import { eventNotFound } from './events/events.service';
import { perkNotFound } from './perks/perks.service';
import { giftNotFound, type SocietyStaffService } from './society-staff.service';

/**
 * /api/admin/society/*: the Society catalogue and the gifts staff record (issue 30). Registered
 * inside the staff console's scope, whose guard admits staff with a second factor only.
 */
export function registerSocietyStaffRoutes(app: FastifyInstance, staff: SocietyStaffService) {
  const perkId = (params: unknown) => pathId(params, perkNotFound);
  const eventId = (params: unknown) => pathId(params, eventNotFound);
  const giftId = (params: unknown) => pathId(params, giftNotFound);

  app.get('/society/perks', async () => staff.perks());
  app.post('/society/perks', { schema: { body: perkInputSchema } }, async (request, reply) =>
    reply.status(201).send(await staff.createPerk(parseInput(perkInputSchema, request.body))),
  );
  app.patch('/society/perks/:id', { schema: { body: perkPatchSchema } }, async (request) => {
    const id = perkId(request.params);
    return staff.changePerk(id, parseInput(perkPatchSchema, request.body));
  });
  app.post('/society/perks/:id/retire', async (request) =>
    staff.changePerk(perkId(request.params), { retired: true }),
  );
  app.post('/society/perks/:id/restore', async (request) =>
    staff.changePerk(perkId(request.params), { retired: false }),
  );

  app.get('/society/events', async () => staff.events());
  app.post('/society/events', { schema: { body: eventInputSchema } }, async (request, reply) =>
    reply.status(201).send(await staff.createEvent(parseInput(eventInputSchema, request.body))),
  );
  app.patch('/society/events/:id', { schema: { body: eventPatchSchema } }, async (request) => {
    const id = eventId(request.params);
    return staff.changeEvent(id, parseInput(eventPatchSchema, request.body));
  });
  app.post('/society/events/:id/retire', async (request) =>
    staff.changeEvent(eventId(request.params), { retired: true }),
  );
  app.post('/society/events/:id/restore', async (request) =>
    staff.changeEvent(eventId(request.params), { retired: false }),
  );

  app.get('/society/gifts', { schema: { querystring: giftListQuerySchema } }, async (request) =>
    staff.gifts(parseInput(giftListQuerySchema, request.query).q),
  );
  app.post('/society/gifts', { schema: { body: giftInputSchema } }, async (request, reply) =>
    reply.status(201).send(await staff.recordGift(parseInput(giftInputSchema, request.body))),
  );
  app.patch('/society/gifts/:id', { schema: { body: giftPatchSchema } }, async (request) => {
    const id = giftId(request.params);
    return staff.changeGift(id, parseInput(giftPatchSchema, request.body));
  });
}
