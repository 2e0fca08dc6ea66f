import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import { jsonResponse, mockFetch } from './fetch-mock';
import { renderRoutes } from './render';
import { CalendarPage } from '../features/calendar/components/calendar-page';

/** Test support for the calendar screens: entries and an in-memory calendar API. */
const entry = (overrides: Partial<CalendarEntry> & { source_id: string }): CalendarEntry => ({
  id: `personal:${overrides.source_id}`,
  kind: 'personal',
  title: 'Event',
  date: '2026-11-24',
  time: null,
  status: 'confirmed',
  place: null,
  editable: true,
  ...overrides,
});

const DRIVER = entry({
  source_id: 'r-1',
  id: 'service_request:r-1',
  kind: 'service_request',
  title: 'Driver booking',
  time: '10:00',
  place: 'Airport pickup',
  editable: false,
});
const CHECKUP = entry({
  source_id: 'e-1',
  title: 'Health checkup',
  time: '14:30',
  status: 'pending',
  place: 'Medical centre',
});
const BRAAI = entry({ source_id: 'e-2', title: 'Family braai', date: '2026-11-26' });

/** A small in-memory calendar API; POST adds to it so a refetch shows the new event. */
export function serveCalendar(initial: CalendarEntry[] = [DRIVER, CHECKUP, BRAAI]) {
  const entries = [...initial];
  const mock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/calendar/events?')) {
      const params = new URL(url, 'http://aurum.test').searchParams;
      const from = params.get('from') ?? '';
      const to = params.get('to') ?? '';
      return jsonResponse(
        200,
        entries.filter((e) => e.date >= from && e.date <= to),
      );
    }
    if (method === 'POST' && url === '/api/calendar/events') {
      const body = JSON.parse(String(init.body)) as {
        title: string;
        date: string;
        time: string;
        place: string;
      };
      if (body.title === 'Taken') {
        return jsonResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'Check the event',
          errors: { title: 'Title is already in use that day' },
        });
      }
      const created = entry({
        source_id: 'e-new',
        ...body,
        time: body.time || null,
        place: body.place || null,
      });
      entries.push(created);
      return jsonResponse(201, created);
    }
    if (method === 'DELETE' && url.startsWith('/api/calendar/events/')) {
      const id = url.split('/').at(-1);
      const index = entries.findIndex((e) => e.source_id === id);
      entries.splice(index, 1);
      return jsonResponse(204);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return mock;
}

export function renderCalendar() {
  return renderRoutes([{ path: '/calendar', element: <CalendarPage /> }], { path: '/calendar' });
}
