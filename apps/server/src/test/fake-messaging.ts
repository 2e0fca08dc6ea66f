import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message a fake gateway accepted, with the credentials it came with. */
export interface GatewayMessage {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

/**
 * An HTTP API on loopback that accepts JSON POSTs (the BulkSMS and WhatsApp Cloud fakes):
 * `answer` sets the status (200 accepts and records; anything else refuses, nothing recorded).
 */
export async function startFakeGateway() {
  const accepted: GatewayMessage[] = [];
  let refusals = 0;
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (status >= 300) {
        refusals += 1;
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"down"}');
        return;
      }
      accepted.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization ?? ''),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify([{ id: String(accepted.length) }]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted,
    refusals: () => refusals,
    answer(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGateway = Awaited<ReturnType<typeof startFakeGateway>>;
