import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { AuthGuard } from '../auth/auth.api';
import { registerCalendarRoutes } from './calendar.routes';
import { CalendarService } from './calendar.service';
import { registerCalendarFeedRoutes } from './feed/calendar-feed.routes';
import { CalendarFeedService } from './feed/calendar-feed.service';

/**
 * Wires the calendar: its service (the union of every dated entry, ADR 007), its routes and the
 * member's ICS subscription (ADR 066).
 */
export function registerCalendar(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; guard: AuthGuard; sealedBox: SealedBox; siteUrl: string },
) {
  const calendar = new CalendarService(deps.db, deps.clock);
  registerCalendarRoutes(app, calendar, deps.guard);
  const feeds = new CalendarFeedService({
    db: deps.db,
    clock: deps.clock,
    box: deps.sealedBox,
    calendar,
    siteUrl: deps.siteUrl,
  });
  registerCalendarFeedRoutes(app, feeds, deps.guard);
  return { calendar, feeds };
}
