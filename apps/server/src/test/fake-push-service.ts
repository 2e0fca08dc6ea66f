import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { jwtVerify } from 'jose';

/** One push the fake service accepted: who it was for and what it said, decrypted. */
export interface ReceivedPush {
  device: string;
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, checked against the key in the Authorization header. */
  claims: Record<string, unknown>;
  vapidKey: string;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's side of a subscription: keys the test keeps to read what arrives. */
export interface FakeDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * A push service on loopback (RFC 8030 as web-push speaks it): each device has an endpoint; a
 * push must carry a VAPID Authorization header (`vapid t=<jwt>, k=<key>`) whose ES256 signature
 * checks out with that key and whose audience is this origin; the aes128gcm body is decrypted
 * with the device's private key. `answer` sets the status it replies with (201, 410, 500...).
 */
export async function startFakePushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    void handle(request).then(
      (code) => response.writeHead(code).end(),
      (error: unknown) => {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (status !== 201) return status;
    const device = request.url!.split('/').pop()!;
    const keys = devices.get(device);
    if (!keys) return 404;
    const header = String(request.headers.authorization ?? '');
    const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(header);
    if (!match) throw new Error(`no VAPID header: ${header}`);
    const [, token, key] = match as unknown as [string, string, string];
    const raw = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      format: 'jwk',
    });
    const { payload: claims } = await jwtVerify(token, publicKey, { audience: origin });
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const plain = ece.decrypt(Buffer.concat(chunks), {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: b64url(keys.auth),
    });
    received.push({
      device,
      payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
      claims,
      vapidKey: key,
    });
    return 201;
  }

  return {
    origin,
    received,
    refused,
    /** A new browser subscription on this service. */
    device(name = randomBytes(6).toString('hex')): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    answer(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
