import * as societyRoutes from '@aurum/shared/society/society-routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { pathId } from '../../platform/http/path-id';
import { at } from '../../platform/http/route-path';
import type { AuthGuard } from '../auth/auth.api';
import type { BenefitsService } from './benefits.service';
import { eventNotFound, type EventsService } from './events/events.service';
import type { GiftsService } from './gifts/gifts.service';
import { perkNotFound, type PerksService } from './perks/perks.service';

/** /api/society: the member's perks, events, gifts and benefits (issue 30). */
export function registerSocietyRoutes(
  app: FastifyInstance,
  deps: {
    perks: PerksService;
    events: EventsService;
    gifts: GiftsService;
    benefits: BenefitsService;
    guard: AuthGuard;
  },
) {
  const { perks, events, gifts, benefits } = deps;
  // Society is the members' own: providers and staff (who keep the catalogue in the console)
  // are refused here.
  const membersOnly = async (request: { auth: { role: string } | null }) => {
    if (request.auth?.role !== 'member') {
      throw new AppError('FORBIDDEN', 'Society is for members.', 403);
    }
  };
  const opts = { preHandler: [deps.guard, membersOnly] };
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;
  const perkId = (params: unknown) => pathId(params, perkNotFound);
  const eventId = (params: unknown) => pathId(params, eventNotFound);

  app.get(at(app, societyRoutes.perks), opts, async (request) => perks.list(member(request)));

  app.post(at(app, societyRoutes.redeemPerk), opts, async (request, reply) => {
    const id = perkId(request.params);
    return reply.status(201).send(await perks.redeem(member(request), id));
  });

  app.get(at(app, societyRoutes.events), opts, async (request) => events.list(member(request)));

  app.post(at(app, societyRoutes.rsvp), opts, async (request, reply) => {
    const id = eventId(request.params);
    return reply.status(201).send(await events.rsvp(member(request), id));
  });

  app.delete(at(app, societyRoutes.cancelRsvp), opts, async (request) =>
    events.cancel(member(request), eventId(request.params)),
  );

  app.post(at(app, societyRoutes.joinWaitlist), opts, async (request, reply) => {
    const id = eventId(request.params);
    return reply.status(201).send(await events.joinWaitlist(member(request), id));
  });

  app.delete(at(app, societyRoutes.leaveWaitlist), opts, async (request) =>
    events.leaveWaitlist(member(request), eventId(request.params)),
  );

  app.get(at(app, societyRoutes.gifts), opts, async (request) => gifts.list(member(request)));

  app.get(at(app, societyRoutes.benefits), opts, async (request) =>
    benefits.forMember(member(request)),
  );
}
