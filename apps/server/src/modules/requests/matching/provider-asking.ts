import type { Executor } from '../../../db/client';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { Notify } from '../../notifications/notifications.api';
import type { MailService } from '../../../platform/mailer/mail-service';
import { factsOf } from '../record/request-facts';
import type { LockedRequest } from '../record/request-record.repo';
import { insertAssignment } from './assignments.repo';
import {
  manualAssistanceEmail,
  providerChangedRequestEmail,
  providerRequestEmail,
} from './matching-emails';
import type { ProviderLinks } from './provider-links';

/** How many of the best matches are asked at once. */
export const PROVIDERS_NOTIFIED = 3;

export interface MatchingDeps {
  mail: MailService;
  /** Tells the member on their channels (issue 32). */
  notify: Notify;
  jobs: JobQueue;
  links: ProviderLinks;
  adminEmail: string;
  siteUrl: string;
  linkHours: number;
}

/** Who asked a provider: matching, the member's choice, or staff. */
export type AssignedBy = 'auto' | 'member' | 'manual';

/**
 * Asks one provider: an assignment row and an e-mail with signed Confirm / Decline links. `again`
 * when the member changed a request the provider was already asked about (the e-mail says so).
 */
export async function notifyProvider(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  provider: { id: string; name: string; contactEmail: string },
  assignedBy: AssignedBy,
  now: Date,
  again = false,
) {
  const linkExpiresAt = new Date(now.getTime() + deps.linkHours * 60 * 60 * 1000);
  const assignmentId = await insertAssignment(
    tx,
    { requestId: request.id, providerId: provider.id, assignedBy, linkExpiresAt },
    now,
  );
  const [confirmUrl, declineUrl] = await Promise.all([
    deps.links.url(assignmentId, 'confirm', linkExpiresAt),
    deps.links.url(assignmentId, 'decline', linkExpiresAt),
  ]);
  const mail = (again ? providerChangedRequestEmail : providerRequestEmail)({
    providerName: provider.name,
    facts: factsOf(request),
    confirmUrl,
    declineUrl,
    validHours: deps.linkHours,
  });
  await deps.mail.queue(tx, { kind: 'request.provider', to: provider.contactEmail, ...mail });
  return assignmentId;
}

/** Tells staff that a request needs a person to find its provider. */
export async function askStaff(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  memberName: string,
  reason: string,
) {
  const mail = manualAssistanceEmail({
    reason,
    memberName,
    facts: factsOf(request),
    consoleUrl: `${deps.siteUrl}/admin?request=${request.id}`,
  });
  await deps.mail.queue(tx, { kind: 'request.manual', to: deps.adminEmail, ...mail });
}
