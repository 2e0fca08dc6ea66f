import * as calendarFeedRoutes from '@aurum/shared/calendar/calendar-feed-routes';
import { at } from '../../../platform/http/route-path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/errors';
import type { AuthGuard } from '../../auth/auth.api';
import type { CalendarFeedService } from './calendar-feed.service';

const FEED_NOT_FOUND = 'This calendar address is not valid or has been replaced';

/**
 * /api/calendar/feed (the member's subscription address) and the public feed itself,
 * /calendar/feed/<token>.ics, which calendar apps fetch without signing in (ADR 066).
 */
export function registerCalendarFeedRoutes(
  app: FastifyInstance,
  feeds: CalendarFeedService,
  guard: AuthGuard,
) {
  const member = (request: { auth: { userId: string } | null }) => request.auth!.userId;

  app.get(at(app, calendarFeedRoutes.feed), { preHandler: guard }, async (request) =>
    feeds.current(member(request)),
  );

  app.post(at(app, calendarFeedRoutes.issueFeed), { preHandler: guard }, async (request, reply) =>
    reply.status(201).send(await feeds.issue(member(request))),
  );

  app.delete(
    at(app, calendarFeedRoutes.revokeFeed),
    { preHandler: guard },
    async (request, reply) => {
      await feeds.revoke(member(request));
      return reply.status(204).send();
    },
  );

  app.get('/calendar/feed/:token.ics', async (request, reply) => {
    const { token } = request.params as { token: string };
    const ics = await feeds.ics(token);
    if (ics === null) throw notFound(FEED_NOT_FOUND);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="aurum.ics"')
      .header('cache-control', 'private, max-age=300')
      .header('x-robots-tag', 'noindex')
      .send(ics);
  });
}
