import * as calendarRoutes from '@aurum/shared/calendar/calendar-routes';
import { at } from '../../platform/http/route-path';
import { calendarRangeSchema, personalEventSchema } from '@aurum/shared/calendar/calendar-contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { parseInput } from '../../platform/http/parse';
import { pathId } from '../../platform/http/path-id';
import type { AuthGuard } from '../auth/auth.api';
import type { CalendarService } from './calendar.service';

/** The event id of the path; anything that is not a UUID cannot be an event. */
const eventId = (params: unknown) => pathId(params, () => notFound('Event not found'));
const BODY_LIMIT = 8 * 1024;

export function registerCalendarRoutes(
  app: FastifyInstance,
  calendar: CalendarService,
  guard: AuthGuard,
) {
  app.get(
    at(app, calendarRoutes.entries),
    { schema: { querystring: calendarRangeSchema }, preHandler: guard },
    async (request) => {
      const { from, to } = parseInput(calendarRangeSchema, request.query);
      return calendar.entries(request.auth!.userId, from, to);
    },
  );

  app.post(
    at(app, calendarRoutes.add),
    { schema: { body: personalEventSchema }, preHandler: guard, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const event = parseInput(personalEventSchema, request.body);
      return reply.status(201).send(await calendar.add(request.auth!.userId, event));
    },
  );

  app.patch(
    at(app, calendarRoutes.change),
    { schema: { body: personalEventSchema }, preHandler: guard, bodyLimit: BODY_LIMIT },
    async (request) => {
      const id = eventId(request.params);
      return calendar.change(
        request.auth!.userId,
        id,
        parseInput(personalEventSchema, request.body),
      );
    },
  );

  app.delete(at(app, calendarRoutes.remove), { preHandler: guard }, async (request, reply) => {
    await calendar.remove(request.auth!.userId, eventId(request.params));
    return reply.status(204).send();
  });
}
