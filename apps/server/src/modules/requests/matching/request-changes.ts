import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import type { Executor } from '../../../db/client';
import { findProviderContact } from '../../providers/providers.service';
import { factsOf } from '../record/request-facts';
import { recordUpdate } from '../record/request-lifecycle';
import { findMember } from '../record/request-members.repo';
import type { LockedRequest } from '../record/request-record.repo';
import { openAssignmentsOf, withdrawOpenAssignments } from './assignments.repo';
import { providerCancelledRequestEmail } from './matching-emails';
import { askStaff, type AssignedBy, type MatchingDeps, notifyProvider } from './provider-asking';
import { startResponseClock, stopResponseClock } from './response-clock';

/*
 * What the providers still asked about a request hear when the member changes or cancels it
 * (ADR 057). Both run in the caller's transaction, on the request the caller locked (the request
 * first, then its assignments: the module's one lock order).
 */

/**
 * The member changed the request: its open assignments are withdrawn (their links then answer
 * LINK_CLOSED) and the same providers, still active, are asked again with the new details, new
 * links and a restarted response clock. `request` must carry the new details. A provider who can
 * no longer take it (inactive, or of another service type after a Modify) is told it was
 * cancelled for them; with nobody left to ask, staff take over. Answers how many providers were asked again.
 */
export async function reaskAfterChange(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  now: Date,
): Promise<number> {
  const open = await openAssignmentsOf(tx, request.id);
  if (open.length === 0) return 0;
  await withdrawOpenAssignments(tx, request.id, now);
  let asked = 0;
  for (const assignment of open) {
    const provider = await findProviderContact(tx, assignment.providerId);
    if (!provider) continue;
    if (provider.isActive && provider.serviceType === request.serviceType) {
      const by = assignment.assignedBy as AssignedBy;
      await notifyProvider(tx, deps, request, provider, by, now, true);
      asked += 1;
    } else {
      // No longer theirs to take (inactive, or the Modify screen changed the service type).
      await tellCancelled(tx, deps, request, provider);
    }
  }
  if (asked > 0) {
    await startResponseClock(tx, deps, request, now);
  } else {
    await stopResponseClock(tx, request.id, now);
    const member = await findMember(tx, request.userId);
    const reason = 'The member changed this request and no provider asked can take it any more.';
    await askStaff(tx, deps, request, member?.name ?? '', reason);
    await recordUpdate(
      tx,
      request,
      { message: TIMELINE_MESSAGES.manualReview, status: 'manual_review', by: 'system' },
      now,
    );
  }
  return asked;
}

/**
 * The member cancelled the request: its open assignments are withdrawn and each of those
 * providers gets a short e-mail saying so, with no links. Answers how many were told.
 */
export async function tellProvidersCancelled(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  now: Date,
): Promise<number> {
  const open = await openAssignmentsOf(tx, request.id);
  await withdrawOpenAssignments(tx, request.id, now);
  let told = 0;
  for (const assignment of open) {
    const provider = await findProviderContact(tx, assignment.providerId);
    if (!provider) continue;
    await tellCancelled(tx, deps, request, provider);
    told += 1;
  }
  return told;
}

/** The short e-mail that a request the provider was asked about is cancelled: no links. */
async function tellCancelled(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  provider: { name: string; contactEmail: string },
) {
  const mail = providerCancelledRequestEmail({
    providerName: provider.name,
    facts: factsOf(request),
  });
  await deps.mail.queue(tx, {
    kind: 'request.provider.cancelled',
    to: provider.contactEmail,
    ...mail,
  });
}
