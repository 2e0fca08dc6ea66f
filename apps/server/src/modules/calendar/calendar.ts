import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AuthGuard } from '../auth/auth.api';
import { registerCalendarRoutes } from './calendar.routes';
import { CalendarService } from './calendar.service';

/** Wires the calendar: its service (the union of every dated entry, ADR 007) and its routes. */
export function registerCalendar(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; guard: AuthGuard },
) {
  const calendar = new CalendarService(deps.db, deps.clock);
  registerCalendarRoutes(app, calendar, deps.guard);
  return { calendar };
}
