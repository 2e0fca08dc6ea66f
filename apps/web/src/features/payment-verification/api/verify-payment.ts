import type { PaymentVerification } from '@aurum/shared/membership/payments-contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/payments/verify, body {action: verify, reference} (spec 01 section 7). */
export function verifyPayment(reference: string, signal?: AbortSignal) {
  return apiRequest<PaymentVerification>('/api/payments/verify', {
    method: 'POST',
    body: { action: 'verify', reference },
    signal,
  });
}
