import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { PaymentGateway } from './payment-gateway';
import { PaystackGateway } from './paystack-gateway';
import { registerSandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { SandboxGateway } from './sandbox-gateway';

/**
 * The payment provider for this configuration: Paystack when its keys are set; otherwise the
 * sandbox checkout (with its routes) unless it is switched off (production without
 * PAYMENTS_SANDBOX=true); null when payments are unavailable.
 */
export function createPaymentGateway(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Config },
): PaymentGateway | null {
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
  const sandbox = new SandboxGateway(
    deps.db,
    deps.clock,
    config.SITE_URL,
    config.PAYMENT_SESSION_TIMEOUT_SECONDS,
  );
  registerSandboxCheckoutRoutes(app, sandbox);
  return sandbox;
}
