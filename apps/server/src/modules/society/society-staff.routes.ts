import * as staffSocietyRoutes from '@aurum/shared/admin/staff-society-routes';
import { at } from '../../platform/http/route-path';
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

  app.get(at(app, staffSocietyRoutes.perks), async () => staff.perks());
  app.post(
    at(app, staffSocietyRoutes.addPerk),
    { schema: { body: perkInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await staff.createPerk(parseInput(perkInputSchema, request.body))),
  );
  app.patch(
    at(app, staffSocietyRoutes.updatePerk),
    { schema: { body: perkPatchSchema } },
    async (request) => {
      const id = perkId(request.params);
      return staff.changePerk(id, parseInput(perkPatchSchema, request.body));
    },
  );
  app.post(at(app, staffSocietyRoutes.retirePerk), async (request) =>
    staff.changePerk(perkId(request.params), { retired: true }),
  );
  app.post(at(app, staffSocietyRoutes.restorePerk), async (request) =>
    staff.changePerk(perkId(request.params), { retired: false }),
  );

  app.get(at(app, staffSocietyRoutes.events), async () => staff.events());
  app.post(
    at(app, staffSocietyRoutes.addEvent),
    { schema: { body: eventInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await staff.createEvent(parseInput(eventInputSchema, request.body))),
  );
  app.patch(
    at(app, staffSocietyRoutes.updateEvent),
    { schema: { body: eventPatchSchema } },
    async (request) => {
      const id = eventId(request.params);
      return staff.changeEvent(id, parseInput(eventPatchSchema, request.body));
    },
  );
  app.post(at(app, staffSocietyRoutes.retireEvent), async (request) =>
    staff.changeEvent(eventId(request.params), { retired: true }),
  );
  app.post(at(app, staffSocietyRoutes.restoreEvent), async (request) =>
    staff.changeEvent(eventId(request.params), { retired: false }),
  );

  app.get(
    at(app, staffSocietyRoutes.gifts),
    { schema: { querystring: giftListQuerySchema } },
    async (request) => staff.gifts(parseInput(giftListQuerySchema, request.query).q),
  );
  app.post(
    at(app, staffSocietyRoutes.addGift),
    { schema: { body: giftInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await staff.recordGift(parseInput(giftInputSchema, request.body))),
  );
  app.patch(
    at(app, staffSocietyRoutes.updateGift),
    { schema: { body: giftPatchSchema } },
    async (request) => {
      const id = giftId(request.params);
      return staff.changeGift(id, parseInput(giftPatchSchema, request.body));
    },
  );
}
