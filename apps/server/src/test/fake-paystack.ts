import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from '../platform/payments/paystack-signature';

export const FAKE_PAYSTACK_SECRET = 'sk_test_fakepaystack0123456789';
const FAKE_PAYSTACK_PUBLIC = 'pk_test_fakepaystack0123456789';

interface FakeTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string;
  metadata: Record<string, string>;
  status: string;
  paid_at: string | null;
  gateway_response: string | null;
}

/**
 * How the fake answers: normally; with 503 (Paystack down); or never within the client's time-out
 * (it answers after `hangMs`, long after Aurum gave up).
 */
export type FakeMode = 'ok' | 'down' | 'hang';

/**
 * A Paystack stand-in on loopback for the integration tests: /transaction/initialize,
 * /transaction/verify/:reference and the integration's payment session timeout (0, none, unless
 * given) as Paystack answers them, the member's payment at the checkout
 * page (pay, decline), and signed charge.success webhooks.
 */
export async function startFakePaystack(
  options: { hangMs?: number; sessionTimeoutSeconds?: number } = {},
) {
  const transactions = new Map<string, FakeTransaction>();
  const calls: { method: string; path: string; authorization: string | undefined }[] = [];
  let mode: FakeMode = 'ok';
  let nextId = 1000;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : {};
  };
  const view = (t: FakeTransaction) => ({
    id: t.id,
    reference: t.reference,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    paid_at: t.paid_at,
    gateway_response: t.gateway_response,
    customer: { email: t.email },
    metadata: t.metadata,
  });

  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization });
      const body = await readBody(req);
      if (mode === 'hang') {
        setTimeout(
          () => send(res, 200, { status: true, message: 'Too late' }),
          options.hangMs ?? 3000,
        );
        return;
      }
      if (mode === 'down') return send(res, 503, { status: false, message: 'Service unavailable' });
      if (req.headers.authorization !== `Bearer ${FAKE_PAYSTACK_SECRET}`) {
        return send(res, 401, { status: false, message: 'Invalid key' });
      }
      if (req.method === 'POST' && path === '/transaction/initialize') {
        const input = body as Omit<
          FakeTransaction,
          'id' | 'status' | 'paid_at' | 'gateway_response'
        >;
        const accessCode = randomBytes(8).toString('hex');
        transactions.set(input.reference, {
          ...input,
          id: nextId++,
          status: 'abandoned',
          paid_at: null,
          gateway_response: null,
        });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.test/${accessCode}`,
            access_code: accessCode,
            reference: input.reference,
          },
        });
      }
      if (req.method === 'GET' && path === '/integration/payment_session_timeout') {
        return send(res, 200, {
          status: true,
          message: 'Payment session timeout retrieved',
          data: { payment_session_timeout: options.sessionTimeoutSeconds ?? 0 },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        const found = transactions.get(decodeURIComponent(verify[1]!));
        if (!found)
          return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: view(found),
        });
      }
      send(res, 404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const transaction = (reference: string) => {
    const found = transactions.get(reference);
    if (!found) throw new Error(`the fake Paystack has no transaction ${reference}`);
    return found;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    setMode(next: FakeMode) {
      mode = next;
    },
    transaction,
    /** The member pays at the checkout; `change` alters what Paystack then reports. */
    pay(reference: string, change: Partial<Pick<FakeTransaction, 'amount' | 'currency'>> = {}) {
      Object.assign(transaction(reference), {
        status: 'success',
        paid_at: new Date().toISOString(),
        gateway_response: 'Approved',
        ...change,
      });
    },
    decline(reference: string) {
      Object.assign(transaction(reference), { status: 'failed', gateway_response: 'Declined' });
    },
    /** A charge.success webhook for the transaction, signed as Paystack signs it. */
    webhook(reference: string, secret = FAKE_PAYSTACK_SECRET) {
      const payload = JSON.stringify({
        event: 'charge.success',
        data: view(transaction(reference)),
      });
      return { payload, signature: paystackSignature(payload, secret) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;

/** The environment that points a test app at the fake. */
export const fakePaystackEnv = (fake: FakePaystack, timeoutMs = 400) => ({
  PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
  PAYSTACK_PUBLIC_KEY: FAKE_PAYSTACK_PUBLIC,
  PAYSTACK_API_URL: fake.url,
  PAYSTACK_TIMEOUT_MS: String(timeoutMs),
});
