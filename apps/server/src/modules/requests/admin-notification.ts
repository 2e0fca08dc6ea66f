import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema/profiles';
import { factsOf, type MatchingDeps } from './matching';
import { adminNotificationEmail } from './request-emails';
import type { LockedRequest } from './requests.repo';

/**
 * send-admin-notification: every new request, however it was filed, goes to ADMIN_EMAIL with the
 * member's stored preferences (user text is escaped by the mail layout; no medical data).
 */
export async function notifyAdmin(
  tx: Executor,
  deps: MatchingDeps,
  member: { userId: string; name: string; email: string },
  request: LockedRequest,
  now: Date,
) {
  const preferences = await tx
    .select({
      category: userPreferences.category,
      key: userPreferences.preferenceKey,
      value: userPreferences.preferenceValue,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, member.userId));
  const mail = adminNotificationEmail({
    memberName: member.name,
    memberEmail: member.email,
    facts: factsOf(request),
    preferences,
    submittedAt: now,
  });
  await deps.mail.queue(tx, { kind: 'request.admin', to: deps.adminEmail, ...mail });
}
