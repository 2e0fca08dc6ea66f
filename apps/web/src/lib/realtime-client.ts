import type { LiveEvent } from '@aurum/shared/realtime/live-topics';
import { REALTIME_TIMEOUT_MS, reconnectDelayMs } from '@aurum/shared/realtime/realtime-timing';
import { callApi } from './call-api';
import * as realtimeRoutes from '@aurum/shared/realtime/realtime-routes';

const REALTIME_EVENTS_PATH = realtimeRoutes.events.path;

export interface RealtimeListener {
  /** What the server says changed, one of the live topics (ADR 046); the screens refetch it. */
  onEvent(event: LiveEvent): void;
  /** The stream was down for a while and events may have been missed: refetch everything. */
  onResync(): void;
}

/** The part of EventSource used here. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface RealtimeOptions {
  /** A short-lived ticket for the stream URL (EventSource cannot send the bearer token). */
  fetchTicket?: (signal: AbortSignal) => Promise<string>;
  openStream?: (url: string) => EventSourceLike;
}

export interface RealtimeConnection {
  close(): void;
}

export async function fetchRealtimeTicket(signal: AbortSignal): Promise<string> {
  const { ticket } = await callApi(realtimeRoutes.ticket, { signal });
  return ticket;
}

/**
 * An event as the stream sends it. The server checks every event against its topic's fields
 * before it reaches a stream (readLiveEvent in the hub), so here only its topic is looked at: an
 * event of a topic no screen listens on reaches nobody (and the topic table stays out of the
 * first load, ADR 046).
 */
function parseEvent(data: unknown): LiveEvent | null {
  try {
    const value = typeof data === 'string' ? (JSON.parse(data) as Partial<LiveEvent> | null) : null;
    return typeof value?.topic === 'string' ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in member's live updates stream open: a fresh ticket, then an EventSource.
 * When the stream fails, drops or does not become ready within the time-out, it is closed and
 * opened again (with a new ticket) after 1, 2, 5, then every 10 s. Every reconnect after the
 * first connection asks the listener to refetch, as events may have been lost meanwhile.
 */
export function connectRealtime(
  listener: RealtimeListener,
  options: RealtimeOptions = {},
): RealtimeConnection {
  const fetchTicket = options.fetchTicket ?? fetchRealtimeTicket;
  const openStream = options.openStream ?? ((url: string) => new EventSource(url));
  let closed = false;
  let source: EventSourceLike | null = null;
  let pending: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let connectedBefore = false;

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const retry = () => {
    stopTimer();
    source?.close();
    source = null;
    if (closed) return;
    timer = setTimeout(() => void open(), reconnectDelayMs(failures));
    failures += 1;
  };

  async function open() {
    timer = undefined;
    const attempt = new AbortController();
    pending = attempt;
    const timeout = setTimeout(() => attempt.abort(), REALTIME_TIMEOUT_MS);
    let ticket: string;
    try {
      ticket = await fetchTicket(attempt.signal);
    } catch {
      if (!closed) retry();
      return;
    } finally {
      clearTimeout(timeout);
      if (pending === attempt) pending = null;
    }
    if (closed) return;

    const stream = openStream(`${REALTIME_EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}`);
    source = stream;
    const current = () => source === stream;
    // A stream that does not say `ready` in time is treated as dropped.
    timer = setTimeout(() => {
      if (current()) retry();
    }, REALTIME_TIMEOUT_MS);
    stream.addEventListener('ready', () => {
      if (!current()) return;
      stopTimer();
      failures = 0;
      if (connectedBefore) listener.onResync();
      connectedBefore = true;
    });
    stream.addEventListener('message', (event) => {
      const parsed = current() ? parseEvent(event.data) : null;
      if (parsed) listener.onEvent(parsed);
    });
    stream.addEventListener('resync', () => {
      if (current()) listener.onResync();
    });
    // EventSource would retry by itself with the same (soon expired) ticket: we retry instead.
    stream.addEventListener('error', () => {
      if (current()) retry();
    });
  }

  void open();
  return {
    close() {
      closed = true;
      stopTimer();
      pending?.abort();
      source?.close();
      source = null;
    },
  };
}
