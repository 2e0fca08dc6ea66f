import { route, typed } from '../api-route';

/** The live updates (ADR 046, 080): a ticket, then the Server-Sent Events stream it opens. */

export const ticket = route('POST', '/api/realtime/ticket', typed<{ answer: { ticket: string } }>);

/** Opened by EventSource with ?ticket=, not called: its answer is a stream. */
export const events = route('GET', '/realtime/events', typed<{ query: { ticket: string } }>);
