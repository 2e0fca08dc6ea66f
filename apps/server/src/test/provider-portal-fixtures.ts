import type { CreatedServiceRequest } from '@aurum/shared/requests/request-contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/auth';
import { serviceProviders } from '../db/schema/providers';
import { providerAssignments } from '../db/schema/requests';
import { bearer, confirmedMember } from './auth-fixtures';
import { linkTokens, mailsTo } from './request-fixtures';
import type { TestApp } from './test-app';
import { giveTotp } from './two-factor-fixtures';

type Session = Parameters<typeof bearer>[0];

/** A confirmed account given another role in the database (there is no sign-up for it). */
export async function accountWithRole(t: TestApp, role: 'provider' | 'staff', name?: string) {
  const account = await confirmedMember(t, name);
  await t.db.update(users).set({ role }).where(eq(users.id, account.session.user.id));
  // The console opens only for staff with a second factor (ADR 052).
  if (role === 'staff') await giveTotp(t, account.session.user.id);
  return account;
}

/** A provider account signed in as the catalogue provider `providerId`. */
export async function providerAccount(t: TestApp, providerId: string) {
  const account = await accountWithRole(t, 'provider', 'Provider Desk');
  await t.db
    .update(serviceProviders)
    .set({ userId: account.session.user.id })
    .where(eq(serviceProviders.id, providerId));
  return account;
}

/** The member chooses a provider for a request: that provider gets an assignment and an e-mail. */
export async function chooseProvider(
  t: TestApp,
  session: Session,
  created: CreatedServiceRequest,
  providerId = created.providers[0]!.id,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/service-requests/${created.request.id}/provider`,
    headers: bearer(session),
    payload: { provider_id: providerId },
  });
  if (res.statusCode !== 200) throw new Error(`choosing failed: ${res.statusCode} ${res.body}`);
  const [assignment] = await t.db
    .select({ id: providerAssignments.id })
    .from(providerAssignments)
    .where(
      and(
        eq(providerAssignments.requestId, created.request.id),
        eq(providerAssignments.providerId, providerId),
      ),
    );
  return assignment!.id;
}

/** The Confirm and Decline tokens e-mailed to a provider about one request. */
export async function tokensFor(t: TestApp, providerEmail: string, requestId: string) {
  const mail = (await mailsTo(t, providerEmail)).find((m) => m.text.includes(requestId));
  if (!mail) throw new Error(`no e-mail to ${providerEmail} about ${requestId}`);
  return linkTokens(mail.text);
}

export async function providerEmailOf(t: TestApp, providerId: string) {
  const [row] = await t.db
    .select({ email: serviceProviders.contactEmail })
    .from(serviceProviders)
    .where(eq(serviceProviders.id, providerId));
  return row!.email;
}

export async function assignmentRow(t: TestApp, assignmentId: string) {
  const [row] = await t.db
    .select()
    .from(providerAssignments)
    .where(eq(providerAssignments.id, assignmentId));
  return row!;
}
