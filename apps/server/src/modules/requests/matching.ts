import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import { candidateProviders, findProviderContact } from '../providers/providers.service';
import { type Actor, recordUpdate } from './request-lifecycle';
import { manualAssistanceEmail, providerRequestEmail, type RequestFacts } from './request-emails';
import type { ProviderLinks } from './provider-links';
import * as repo from './requests.repo';
import { startResponseClock } from './response-promise';

/** How many of the best matches are asked at once. */
export const PROVIDERS_NOTIFIED = 3;

export interface MatchingDeps {
  mail: MailService;
  jobs: JobQueue;
  links: ProviderLinks;
  adminEmail: string;
  siteUrl: string;
  linkHours: number;
}

export const factsOf = (request: repo.LockedRequest): RequestFacts => ({
  id: request.id,
  serviceType: request.serviceType,
  description: request.description,
  location: request.location,
  preferredDate: request.preferredDate,
  preferredTimeSet: request.preferredTimeSet,
  specialRequests: request.specialRequests,
});

/** Asks one provider: an assignment row and an e-mail with signed Confirm / Decline links. */
export async function notifyProvider(
  tx: Executor,
  deps: MatchingDeps,
  request: repo.LockedRequest,
  provider: { id: string; name: string; contactEmail: string },
  assignedBy: 'auto' | 'member' | 'manual',
  now: Date,
) {
  const linkExpiresAt = new Date(now.getTime() + deps.linkHours * 60 * 60 * 1000);
  const assignmentId = await repo.insertAssignment(
    tx,
    { requestId: request.id, providerId: provider.id, assignedBy, linkExpiresAt },
    now,
  );
  const [confirmUrl, declineUrl] = await Promise.all([
    deps.links.url(assignmentId, 'confirm', linkExpiresAt),
    deps.links.url(assignmentId, 'decline', linkExpiresAt),
  ]);
  const mail = providerRequestEmail({
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
  request: repo.LockedRequest,
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

/**
 * Automated matching (spec 02 sections 4, 7, 9): the best active providers of the type that serve
 * the place are asked; with none, staff are asked for manual assistance.
 */
export async function matchRequest(
  tx: Executor,
  deps: MatchingDeps,
  request: repo.LockedRequest,
  memberName: string,
  by: Actor,
  now: Date,
): Promise<MatchingResult> {
  const candidates = await candidateProviders(tx, request.serviceType, request.location ?? '');
  const chosen = candidates.slice(0, PROVIDERS_NOTIFIED);
  if (chosen.length === 0) {
    await askStaff(
      tx,
      deps,
      request,
      memberName,
      'No provider matched this request automatically.',
    );
    await recordUpdate(
      tx,
      request,
      {
        message: TIMELINE_MESSAGES.manualReview,
        status: 'manual_review',
        by,
      },
      now,
    );
    return {
      success: false,
      message: 'Request Received',
      emailsSent: 0,
      providersMatched: 0,
      fallbackToManual: true,
    };
  }
  for (const candidate of chosen) {
    const contact = await findProviderContact(tx, candidate.id);
    if (contact) await notifyProvider(tx, deps, request, contact, 'auto', now);
  }
  await recordUpdate(
    tx,
    request,
    {
      message: TIMELINE_MESSAGES.providersNotified(chosen.map((provider) => provider.name)),
      status: 'provider_notified',
      by,
    },
    now,
  );
  await startResponseClock(tx, deps, request, now);
  return {
    success: true,
    message: 'Automated Match Found',
    emailsSent: chosen.length,
    providersMatched: candidates.length,
    fallbackToManual: false,
  };
}
