import { formatDateTime } from '@aurum/shared/format/dates';
import {
  PREFERENCE_GROUP_TITLES,
  preferenceLine,
} from '@aurum/shared/onboarding/preference-labels';
import type { Executor } from '../../../db/client';
import { readPreferences } from '../../profile/profile.api';
import type { MailService } from '../../../platform/mailer/mail-service';
import { renderMail } from '../../../platform/mailer/mail-layout';
import { factsOf, type RequestFacts, requestLines } from '../record/request-facts';
import type { LockedRequest } from '../record/request-record.repo';
import type { RequestMember } from '../record/request-members.repo';

/** send-admin-notification: every new request, with the member's relevant preferences. */
export function adminNotificationEmail(input: {
  memberName: string;
  memberEmail: string;
  facts: RequestFacts;
  preferences: { category: string; key: string; value: string }[];
  submittedAt: Date;
}) {
  const preferenceLines =
    input.preferences.length > 0
      ? input.preferences.map(preferenceLine)
      : ['No stored preferences.'];
  return renderMail({
    subject: `New concierge request from ${input.memberName}`,
    paragraphs: [
      `Member: ${input.memberName} <${input.memberEmail}>`,
      `Submitted: ${formatDateTime(input.submittedAt)}`,
      ...requestLines(input.facts),
      'Member preferences:',
      ...preferenceLines,
    ],
    footnote: `Request ${input.facts.id}`,
  });
}

/**
 * send-admin-notification: every new request, however it was filed, goes to ADMIN_EMAIL with the
 * member's stored preferences (user text is escaped by the mail layout; no medical data).
 */
export async function notifyAdmin(
  tx: Executor,
  deps: { mail: MailService; adminEmail: string },
  member: RequestMember,
  request: LockedRequest,
  now: Date,
) {
  const mail = adminNotificationEmail({
    memberName: member.name,
    memberEmail: member.email,
    facts: factsOf(request),
    // The onboarding's answers only: Life OS keeps its settings there too (ADR 064).
    preferences: (await readPreferences({ tx, userId: member.userId }))
      .filter((row) => row.category in PREFERENCE_GROUP_TITLES)
      .map((row) => ({
        category: row.category,
        key: row.preferenceKey,
        value: row.preferenceValue,
      })),
    submittedAt: now,
  });
  await deps.mail.queue(tx, { kind: 'request.admin', to: deps.adminEmail, ...mail });
}
