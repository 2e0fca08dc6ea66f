import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import type { Executor } from '../../../db/client';
import { candidateProviders, findProviderContact } from '../../providers/providers.service';
import { type Actor, recordUpdate } from '../record/request-lifecycle';
import type { LockedRequest } from '../record/request-record.repo';
import { askStaff, type MatchingDeps, notifyProvider, PROVIDERS_NOTIFIED } from './provider-asking';
import { startResponseClock } from './response-clock';

/**
 * Automated matching (spec 02 sections 4, 7, 9): the best active providers of the type that serve
 * the place are asked; with none, staff are asked for manual assistance.
 */
export async function matchRequest(
  tx: Executor,
  deps: MatchingDeps,
  request: LockedRequest,
  memberName: string,
  by: Actor,
  now: Date,
): Promise<MatchingResult> {
  const candidates = await candidateProviders(tx, request.serviceType, request.location ?? '', {
    dining: request.dining,
  });
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
