import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { type EventStream, formatEvent, openEventStream } from './event-stream';

const WAIT = { timeout: 15_000, interval: 20 };

describe('formatEvent', () => {
  it('writes one event with its data', () => {
    expect(formatEvent('message', '{"topic":"service_requests"}')).toBe(
      'event: message\ndata: {"topic":"service_requests"}\n\n',
    );
  });

  it('keeps a line break in the data from ending the event early', () => {
    expect(formatEvent('message', 'a\nb\r\nc')).toBe(
      'event: message\ndata: a\ndata: b\ndata: c\n\n',
    );
  });
});

describe('openEventStream', () => {
  it('says ready, sends heartbeat comments and events, and ends on close()', async () => {
    const app = Fastify();
    const streams: EventStream[] = [];
    let closedOnServer = false;
    app.get('/events', async (_request, reply) => {
      const stream = openEventStream(reply, 50);
      stream.onClose(() => (closedOnServer = true));
      streams.push(stream);
      return reply;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`http://127.0.0.1:${port}/events`, { agent: false }, resolve).on('error', reject),
      );
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));

      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      await vi.waitFor(() => expect(text).toContain(': heartbeat\n\n'), WAIT);
      expect(text.startsWith('event: ready\ndata: {}\n\n')).toBe(true);

      streams[0]!.send('message', '{"topic":"service_requests"}');
      await vi.waitFor(
        () => expect(text).toContain('event: message\ndata: {"topic":"service_requests"}\n\n'),
        WAIT,
      );

      streams[0]!.close();
      await ended;
      await vi.waitFor(() => expect(closedOnServer).toBe(true), WAIT);
    } finally {
      await app.close();
    }
  });
});
