import type { z } from 'zod';
import { route, typed } from '../api-route';
import type { MembershipOverview, MembershipStanding } from './membership-texts';
import type {
  CheckoutStarted,
  PaymentRecord,
  PaymentVerification,
  verifyPaymentSchema,
} from './payments-contract';
import type { activatePlanSchema, CheckoutInput } from './plans';

/** The member's membership page, checkout and payment verification (spec 01, 02; ADR 080). */

export const overview = route('GET', '/api/membership', typed<{ answer: MembershipOverview }>);

export const payments = route(
  'GET',
  '/api/membership/payments',
  typed<{ answer: PaymentRecord[] }>,
);

export const checkout = route(
  'POST',
  '/api/membership/checkout',
  typed<{ answer: CheckoutStarted; body: CheckoutInput }>,
);

export const activate = route(
  'POST',
  '/api/membership/activate',
  typed<{ answer: MembershipStanding; body: z.input<typeof activatePlanSchema> }>,
);

export const verifyPayment = route(
  'POST',
  '/api/payments/verify',
  typed<{ answer: PaymentVerification; body: z.input<typeof verifyPaymentSchema> }>,
);
