import { callApi } from '../../../lib/call-api';
import * as membershipRoutes from '@aurum/shared/membership/membership-routes';

/** POST /api/payments/verify, body {action: verify, reference} (spec 01 section 7). */
export function verifyPayment(reference: string, signal?: AbortSignal) {
  return callApi(membershipRoutes.verifyPayment, { body: { action: 'verify', reference }, signal });
}
