import type { MembershipOverview } from '@aurum/shared/membership/membership-texts';
import type {
  CheckoutStarted,
  PaymentRecord,
  PaymentVerification,
} from '@aurum/shared/membership/payments-contract';
import { bearer } from './auth-fixtures';
import type { TestApp } from './test-app';

type Session = Parameters<typeof bearer>[0];

export function startCheckout(
  t: TestApp,
  session: Session,
  body: Record<string, unknown> = { membership_tier: 'platinum', billing_cycle: 'monthly' },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/membership/checkout',
    headers: bearer(session),
    payload: body,
  });
}

/** A started checkout (201), or the test fails with the answer. */
export async function checkout(t: TestApp, session: Session, tier = 'platinum', cycle = 'monthly') {
  const res = await startCheckout(t, session, { membership_tier: tier, billing_cycle: cycle });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json() as CheckoutStarted;
}

export function verifyPayment(t: TestApp, session: Session, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: bearer(session),
    payload: { action: 'verify', reference },
  });
}

export async function verified(t: TestApp, session: Session, reference: string) {
  const res = await verifyPayment(t, session, reference);
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return res.json() as PaymentVerification;
}

export async function membershipOf(t: TestApp, session: Session) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/membership',
    headers: bearer(session),
  });
  return res.json() as MembershipOverview;
}

export async function paymentsOf(t: TestApp, session: Session) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/membership/payments',
    headers: bearer(session),
  });
  return res.json() as PaymentRecord[];
}

export async function profileTier(t: TestApp, session: Session) {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session) });
  return (res.json() as { membership_tier: string }).membership_tier;
}

/** Pays a plan through the sandbox checkout (no Paystack keys): checkout, then Pay. */
export async function payInSandbox(t: TestApp, session: Session, tier: string, cycle = 'monthly') {
  const started = await checkout(t, session, tier, cycle);
  const accessCode = new URL(started.payment_url).searchParams.get('access_code');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${accessCode}/pay`,
  });
  if (res.statusCode !== 200) throw new Error(`sandbox pay failed: ${res.statusCode} ${res.body}`);
  return { ...started, accessCode, redirect: (res.json() as { redirect: string }).redirect };
}

export function fileConciergeRequest(t: TestApp, session: Session) {
  return t.app.inject({
    method: 'POST',
    url: '/api/service-requests',
    headers: bearer(session),
    // Repeated on purpose: filed anyway past the likely-duplicate warning.
    payload: {
      service_type: 'other',
      description: 'Concierge help with a dinner booking',
      file_anyway: true,
    },
  });
}
