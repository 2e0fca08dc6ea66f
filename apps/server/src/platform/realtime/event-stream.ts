import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { RealtimeConnection } from './realtime-hub';

export interface EventStream extends RealtimeConnection {
  /** Runs once when the stream ends, by either side. */
  onClose(listener: () => void): void;
}

/** One SSE event; data is split into data lines, as the format requires. */
export const formatEvent = (event: string, data: string) =>
  `event: ${event}\n${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;

/**
 * Turns a reply into a Server-Sent Events stream: the reply's headers (security headers, request
 * id) plus the stream's own, an initial `ready` event and a comment every `heartbeatMs` so that
 * proxies keep the connection open. The stream ends when the client goes or close() is called.
 */
export function openEventStream(reply: FastifyReply, heartbeatMs: number): EventStream {
  reply.hijack();
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });

  const open = () => !res.writableEnded && !res.destroyed;
  const write = (chunk: string) => {
    if (open()) res.write(chunk);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  const closeListeners: (() => void)[] = [];
  res.once('close', () => {
    clearInterval(heartbeat);
    for (const listener of closeListeners.splice(0)) listener();
  });
  write(formatEvent('ready', '{}'));

  return {
    send: (event, data) => write(formatEvent(event, data)),
    close() {
      clearInterval(heartbeat);
      if (!open()) return;
      // The socket goes too: a kept-alive connection would hold the server's close() open.
      res.end(() => res.socket?.destroy());
    },
    onClose(listener) {
      if (res.closed) listener();
      else closeListeners.push(listener);
    },
  };
}
