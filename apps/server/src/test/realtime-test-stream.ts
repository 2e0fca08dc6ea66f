import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Session } from '@aurum/shared/auth/session';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { bearer } from './auth-fixtures';

/** Test support: an SSE stream read by hand, as EventSource would read it. */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface TestStream {
  headers: IncomingHttpHeaders;
  /** Every event so far, in order (comments such as heartbeats are left out). */
  events: StreamEvent[];
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  /** Waits (generously) for the first event that matches and answers it. */
  next(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

const WAIT = { timeout: 15_000, interval: 20 };

export const isReady = (event: StreamEvent) => event.event === 'ready';
export const isMessage = (event: StreamEvent) => event.event === 'message';

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/** The base URL of an app listening on a free loopback port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A fresh ticket for a signed-in member, through the API. */
export async function ticketFor(app: FastifyInstance, session: Session): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/realtime/ticket',
    headers: bearer(session),
  });
  if (res.statusCode !== 200) throw new Error(`no ticket: ${res.statusCode} ${res.body}`);
  return (res.json() as { ticket: string }).ticket;
}

/**
 * Opens a stream over node:http on a connection of its own (no pool): closing it closes the
 * socket, and nothing else is left connected to the server.
 */
export async function openTestStream(url: string): Promise<TestStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } });
    request.once('response', resolve);
    request.once('error', reject);
  });
  if (response.statusCode !== 200) {
    response.destroy();
    throw new Error(`stream refused: ${response.statusCode}`);
  }
  const events: StreamEvent[] = [];
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) events.push(parsed);
    }
  });
  // Ended by the server, dropped, or closed here: the stream is over either way.
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  response.on('error', () => {});
  return {
    headers: response.headers,
    events,
    ended,
    next: (match) =>
      vi.waitFor(() => {
        const found = events.find(match);
        if (!found) throw new Error(`no matching event yet; got ${JSON.stringify(events)}`);
        return found;
      }, WAIT),
    close: () => response.destroy(),
  };
}
