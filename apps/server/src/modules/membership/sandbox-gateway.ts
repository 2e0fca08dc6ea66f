import { randomBytes } from 'node:crypto';
import type { SandboxCheckout } from '@aurum/shared/membership/payments-contract';
import { SANDBOX_CHECKOUT_ROUTE } from '@aurum/shared/routes';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type {
  CheckoutRequest,
  GatewayTransaction,
  PaymentGateway,
} from '../../platform/payments/payment-gateway';
import * as repo from './sandbox-checkouts.repo';

const checkoutNotFound = () =>
  new AppError('CHECKOUT_NOT_FOUND', 'This test checkout does not exist.', 404);

/**
 * Aurum's own test-mode payment provider, used when no Paystack keys are set: initialize opens a
 * checkout at /checkout/sandbox, where Pay succeeds and Decline fails; verify answers like
 * Paystack's verify. Nothing is charged. It keeps its own table, as a real provider keeps its own
 * books, and reports each decision at once (in place of Paystack's webhook).
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  private listeners: ((reference: string) => Promise<void> | void)[] = [];

  constructor(
    private db: Database,
    private clock: Clock,
    private siteUrl: string,
    /** The test checkout's time-out, the same rule as Paystack's payment session timeout. */
    private sessionTimeout: number,
  ) {}

  sessionTimeoutSeconds() {
    return Promise.resolve(this.sessionTimeout);
  }

  async initialize(request: CheckoutRequest) {
    const accessCode = randomBytes(24).toString('base64url');
    await repo.insertCheckout(this.db, {
      accessCode,
      reference: request.reference,
      email: request.email,
      amountCents: request.amountCents,
      currency: request.currency,
      callbackUrl: request.callbackUrl,
      metadata: request.metadata,
      createdAt: this.clock.now(),
    });
    return {
      authorizationUrl: `${this.siteUrl}${SANDBOX_CHECKOUT_ROUTE}?access_code=${accessCode}`,
    };
  }

  async verify(reference: string): Promise<GatewayTransaction | null> {
    const row = await repo.findByReference(this.db, reference);
    if (!row) return null;
    return {
      reference,
      // A checkout nobody paid or declined is what Paystack calls abandoned.
      status: row.status === 'open' ? 'abandoned' : row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      paidAt: row.status === 'success' ? row.decidedAt : null,
      transactionId: row.status === 'open' ? null : `sandbox-${row.accessCode.slice(0, 12)}`,
      gatewayResponse:
        row.status === 'success'
          ? 'Approved (test mode)'
          : row.status === 'failed'
            ? 'Declined (test mode)'
            : null,
    };
  }

  /** The sandbox sends no webhooks: every signature is refused. */
  verifySignature() {
    return false;
  }

  parseWebhook() {
    return null;
  }

  onSettled(listener: (reference: string) => Promise<void> | void) {
    this.listeners.push(listener);
  }

  /** The checkout page's view of a checkout. */
  async view(accessCode: string): Promise<SandboxCheckout> {
    const row = await repo.findByAccessCode(this.db, accessCode);
    if (!row) throw checkoutNotFound();
    return {
      reference: row.reference,
      email: row.email,
      amount_cents: row.amountCents,
      currency: row.currency,
      description: row.metadata.description ?? 'Aurum membership',
      status: row.status,
    };
  }

  /**
   * Pay (success) or Decline (failed). A decided checkout is not decided again. Answers the
   * address the member returns to: the callback with ?trxref=...&reference=..., as Paystack does.
   */
  async decide(accessCode: string, outcome: 'success' | 'failed'): Promise<{ redirect: string }> {
    const decided = await repo.decide(this.db, accessCode, outcome, this.clock.now());
    const row = decided ?? (await repo.findByAccessCode(this.db, accessCode));
    if (!row) throw checkoutNotFound();
    if (!decided) {
      throw new AppError('CHECKOUT_DECIDED', 'This test checkout has already been completed.', 409);
    }
    // Settled before the member is sent back, as a webhook that arrived first would have.
    await Promise.all(this.listeners.map((listener) => listener(row.reference)));
    const url = new URL(row.callbackUrl);
    url.searchParams.set('trxref', row.reference);
    url.searchParams.set('reference', row.reference);
    return { redirect: url.toString() };
  }
}
