import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './payments.service';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/paystack/webhook. Paystack signs the exact bytes it sends, so this scope
 * keeps the body raw (a Buffer) for the HMAC check instead of the app's JSON parser; the service
 * parses it only after the signature holds.
 */
export function registerPaymentWebhookRoute(app: FastifyInstance, payments: PaymentsService) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/paystack/webhook',
      { bodyLimit: WEBHOOK_BODY_LIMIT },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-paystack-signature'];
        return payments.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
