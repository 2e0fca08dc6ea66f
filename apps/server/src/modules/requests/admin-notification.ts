import type { Executor } from '../../db/client';
import { factsOf, type MatchingDeps } from './matching';
import { adminNotificationEmail } from './request-emails';
import { type LockedRequest, memberPreferences, type RequestMember } from './requests.repo';

/**
 * send-admin-notification: every new request, however it was filed, goes to ADMIN_EMAIL with the
 * member's stored preferences (user text is escaped by the mail layout; no medical data).
 */
export async function notifyAdmin(
  tx: Executor,
  deps: MatchingDeps,
  member: RequestMember,
  request: LockedRequest,
  now: Date,
) {
  const mail = adminNotificationEmail({
    memberName: member.name,
    memberEmail: member.email,
    facts: factsOf(request),
    preferences: await memberPreferences(tx, member.userId),
    submittedAt: now,
  });
  await deps.mail.queue(tx, { kind: 'request.admin', to: deps.adminEmail, ...mail });
}
