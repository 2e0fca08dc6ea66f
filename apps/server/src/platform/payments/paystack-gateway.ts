import { storableString } from '@aurum/shared/text/storable-text';
import { z } from 'zod';
import {
  type CheckoutRequest,
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
} from './payment-gateway';
import { PAYMENT_REFERENCE_PATTERN } from './payment-reference';
import { isPaystackSignature } from './paystack-signature';

export interface PaystackOptions {
  secretKey: string;
  /** https://api.paystack.co; tests point it at a fake server on loopback. */
  apiUrl: string;
  timeoutMs: number;
  /** Used when the integration sets no payment session timeout (0) or Paystack cannot say. */
  fallbackSessionTimeoutSeconds: number;
}

/** The integration's payment session timeout is read again after this long. */
const SESSION_TIMEOUT_KEPT_MS = 10 * 60 * 1000;
/** After Paystack could not say, Aurum's own is used this long before Paystack is asked again. */
const SESSION_TIMEOUT_UNREAD_KEPT_MS = 60 * 1000;

/**
 * Paystack's transaction object, as far as Aurum reads it (verify and webhook carry the same).
 * Held to the rules of any other input, signed or not: a reference that is not one of Aurum's, a
 * NUL character, a date that is no date or an amount beyond any price fails, and the report is
 * ignored (a webhook is still answered 200, so Paystack does not send it again).
 */
const transactionSchema = z.object({
  id: z.union([z.number().int().nonnegative(), storableString().max(64)]).nullish(),
  reference: z.string().regex(PAYMENT_REFERENCE_PATTERN),
  status: storableString().max(32),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  paid_at: z.iso.datetime({ offset: true }).nullish(),
  gateway_response: storableString().max(500).nullish(),
});

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });

const initializeAnswer = envelope(
  z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
);
const verifyAnswer = envelope(transactionSchema);
const sessionTimeoutAnswer = envelope(
  z.object({ payment_session_timeout: z.coerce.number().int().nonnegative() }),
);
const webhookBody = z.object({ event: z.string(), data: z.unknown() });

/** Paystack's statuses in Aurum's four outcomes (ongoing, queued, processing... are pending). */
function outcome(status: string): GatewayTransaction['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'abandoned';
  return 'pending';
}

function toTransaction(data: z.infer<typeof transactionSchema>): GatewayTransaction {
  return {
    reference: data.reference,
    status: outcome(data.status),
    amountCents: data.amount,
    currency: data.currency.toUpperCase(),
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
    transactionId: data.id === null || data.id === undefined ? null : String(data.id),
    gatewayResponse: data.gateway_response ?? null,
  };
}

/**
 * The Paystack adapter: initialize (amount in cents, ZAR, Aurum's reference, callback, metadata),
 * verify by reference, and the webhook's HMAC-SHA512 signature. Every call is bounded by a
 * time-out; a time-out, a network failure, a 5xx or an unreadable answer is
 * GatewayUnavailableError, so the payment stays pending and is verified again later.
 */
export class PaystackGateway implements PaymentGateway {
  readonly provider = 'paystack' as const;

  private sessionTimeout: { seconds: number; readAt: number } | null = null;

  constructor(private options: PaystackOptions) {}

  /**
   * The integration's payment session timeout (GET /integration/payment_session_timeout), kept
   * for 10 minutes; Aurum's own when the integration sets none (0) or Paystack cannot say.
   */
  async sessionTimeoutSeconds() {
    const kept = this.sessionTimeout;
    if (kept && Date.now() - kept.readAt < SESSION_TIMEOUT_KEPT_MS) return kept.seconds;
    let seconds = this.options.fallbackSessionTimeoutSeconds;
    try {
      const { status, body } = await this.call('GET', '/integration/payment_session_timeout');
      const answer = sessionTimeoutAnswer.safeParse(body);
      const set = answer.success ? answer.data.data?.payment_session_timeout : undefined;
      if (status < 400 && set) seconds = set;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // Kept for a minute only: while Paystack hangs, a checkout waits out one time-out (the
      // initialize), not two (found by the fault tests, ADR 085).
      this.sessionTimeout = {
        seconds,
        readAt: Date.now() - SESSION_TIMEOUT_KEPT_MS + SESSION_TIMEOUT_UNREAD_KEPT_MS,
      };
      return seconds;
    }
    this.sessionTimeout = { seconds, readAt: Date.now() };
    return seconds;
  }

  async initialize(request: CheckoutRequest) {
    const { status, body } = await this.call('POST', '/transaction/initialize', {
      email: request.email,
      amount: request.amountCents,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      metadata: request.metadata,
    });
    const answer = initializeAnswer.safeParse(body);
    if (status >= 400 || !answer.success || !answer.data.status || !answer.data.data) {
      throw new GatewayUnavailableError(
        `Paystack did not start the checkout (HTTP ${status}): ${messageOf(body)}`,
      );
    }
    return { authorizationUrl: answer.data.data.authorization_url };
  }

  async verify(reference: string): Promise<GatewayTransaction | null> {
    const { status, body } = await this.call(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    const answer = verifyAnswer.safeParse(body);
    // Paystack answers an unknown reference with 400/404 and status false.
    if ((status === 400 || status === 404) && answer.success && !answer.data.status) return null;
    if (status >= 400 || !answer.success || !answer.data.data) {
      throw new GatewayUnavailableError(
        `Paystack could not verify ${reference} (HTTP ${status}): ${messageOf(body)}`,
      );
    }
    return toTransaction(answer.data.data);
  }

  verifySignature(rawBody: Buffer, signature: string | undefined) {
    return isPaystackSignature(rawBody, signature, this.options.secretKey);
  }

  parseWebhook(rawBody: Buffer): GatewayTransaction | null {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return null;
    }
    const event = webhookBody.safeParse(json);
    if (!event.success || event.data.event !== 'charge.success') return null;
    const data = transactionSchema.safeParse(event.data.data);
    return data.success ? toTransaction(data.data) : null;
  }

  onSettled() {
    // Paystack reports settlements through its signed webhook.
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`Paystack did not answer ${method} ${path}`, {
        cause: error,
      });
    }
    try {
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      throw new GatewayUnavailableError(
        `Paystack answered ${method} ${path} with HTTP ${response.status} and no JSON`,
        { cause: error },
      );
    }
  }
}

const messageOf = (body: unknown) =>
  body && typeof body === 'object' && 'message' in body ? String(body.message) : 'no message';
