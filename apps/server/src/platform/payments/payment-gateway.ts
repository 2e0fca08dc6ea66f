import type { PaymentProvider } from '@aurum/shared/membership/payments-contract';

/** A transaction as the payment provider reports it (verify by reference, or a signed webhook). */
export interface GatewayTransaction {
  reference: string;
  /**
   * success: paid; failed: declined or reversed; abandoned: started and never completed;
   * pending: still under way at the provider.
   */
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountCents: number;
  currency: string;
  paidAt: Date | null;
  transactionId: string | null;
  /** The provider's own words for the outcome, e.g. "Approved" or "Declined". */
  gatewayResponse: string | null;
}

export interface CheckoutRequest {
  email: string;
  amountCents: number;
  currency: string;
  /** Aurum's own unique reference. */
  reference: string;
  /** Where the provider sends the member back (with ?reference=...). */
  callbackUrl: string;
  metadata: Record<string, string>;
}

/**
 * The payments port (ARCHITECTURE.md): Paystack with keys, Aurum's own sandbox checkout without.
 * Membership asks it to start a checkout, to verify a reference, and to read a signed webhook.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Starts a checkout; resolves the address the member pays at. */
  initialize(request: CheckoutRequest): Promise<{ authorizationUrl: string }>;
  /**
   * How long a checkout stays open at the provider, in seconds: after it, a checkout nobody paid
   * is checked with the provider and marked abandoned.
   */
  sessionTimeoutSeconds(): Promise<number>;
  /** The provider's view of a transaction; null when it knows no such reference. */
  verify(reference: string): Promise<GatewayTransaction | null>;
  /** True when `signature` is the provider's signature of exactly this raw body. */
  verifySignature(rawBody: Buffer, signature: string | undefined): boolean;
  /** The transaction a (signature-checked) webhook reports; null for events Aurum ignores. */
  parseWebhook(rawBody: Buffer): GatewayTransaction | null;
  /**
   * Calls `listener` with a reference whenever a payment settles at the provider by a route other
   * than the webhook (the sandbox's Pay and Decline). Paystack reports through its webhook.
   */
  onSettled(listener: (reference: string) => Promise<void> | void): void;
}

/**
 * The provider could not answer (time-out, network, 5xx, an answer Aurum cannot read): nothing is
 * known, so the payment stays pending and is tried again later.
 */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}
