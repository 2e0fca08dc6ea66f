import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { PaymentGateway } from '../../platform/payments/payment-gateway';
import { PaystackGateway } from '../../platform/payments/paystack-gateway';
import { SandboxGateway } from './sandbox-gateway';

/**
 * The payment provider for this configuration: Paystack when its keys are set; otherwise Aurum's
 * own sandbox checkout unless it is switched off (production without PAYMENTS_SANDBOX=true); null
 * when payments are unavailable. The sandbox's pages are registered by the membership area.
 */
export function createPaymentGateway(deps: {
  db: Database;
  clock: Clock;
  config: Config;
}): PaymentGateway | null {
  const { config } = deps;
  if (config.PAYSTACK_SECRET_KEY) {
    return new PaystackGateway({
      secretKey: config.PAYSTACK_SECRET_KEY,
      apiUrl: config.PAYSTACK_API_URL,
      timeoutMs: config.PAYSTACK_TIMEOUT_MS,
      fallbackSessionTimeoutSeconds: config.PAYMENT_SESSION_TIMEOUT_SECONDS,
    });
  }
  if (!config.PAYMENTS_SANDBOX) return null;
  return new SandboxGateway(
    deps.db,
    deps.clock,
    config.SITE_URL,
    config.PAYMENT_SESSION_TIMEOUT_SECONDS,
  );
}
