import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import type { Executor } from '../../../db/client';
import type { Actor } from '../record/request-lifecycle';
import type { LockedRequest } from '../record/request-record.repo';
import { assignmentResponses, assignmentsOf, withdrawOpenAssignments } from './assignments.repo';
import { matchRequest } from './matching';
import { type MatchingDeps, notifyProvider } from './provider-asking';
import { reaskAfterChange, tellProvidersCancelled } from './request-changes';
import { startResponseClock } from './response-clock';

/**
 * Matching with the response promise, as filing and staff actions use it: providers are asked
 * (one, or the best matches), the response clock starts, and the providers' assignments are read
 * or withdrawn. Every method runs in the caller's transaction, on a request the caller has
 * locked; the caller wakes the job queue (`wake`) after commit.
 */
export class RequestMatching {
  constructor(private deps: MatchingDeps) {}

  /** Asks one chosen provider (by the member, a booking or staff) with signed links. */
  askProvider(
    tx: Executor,
    request: LockedRequest,
    provider: { id: string; name: string; contactEmail: string },
    assignedBy: 'member' | 'manual',
    now: Date,
  ) {
    return notifyProvider(tx, this.deps, request, provider, assignedBy, now);
  }

  /** Automated matching: the best matches are asked, or staff when none match. */
  match(
    tx: Executor,
    request: LockedRequest,
    memberName: string,
    by: Actor,
    now: Date,
  ): Promise<MatchingResult> {
    return matchRequest(tx, this.deps, request, memberName, by, now);
  }

  /** Starts the response promise for the providers just asked. */
  startResponseClock(tx: Executor, request: { id: string; userId: string }, now: Date) {
    return startResponseClock(tx, this.deps, request, now);
  }

  /** Every provider asked for the request, with their answer so far. */
  askedProviders(db: Executor, requestId: string) {
    return assignmentResponses(db, requestId);
  }

  /** Every provider asked, newest first, as the staff console shows them. */
  assignmentsOf(db: Executor, requestId: string) {
    return assignmentsOf(db, requestId);
  }

  /** Withdraws the assignments still waiting for an answer (a cancel, a completion, staff). */
  withdrawOpenAssignments(tx: Executor, requestId: string, now: Date) {
    return withdrawOpenAssignments(tx, requestId, now);
  }

  /**
   * The member changed the request (`request` carries the new details): the providers still asked
   * are asked again with the new details and links, and the response clock restarts.
   */
  reaskAfterChange(tx: Executor, request: LockedRequest, now: Date) {
    return reaskAfterChange(tx, this.deps, request, now);
  }

  /** The member cancelled the request: the providers still asked are withdrawn and told. */
  tellProvidersCancelled(tx: Executor, request: LockedRequest, now: Date) {
    return tellProvidersCancelled(tx, this.deps, request, now);
  }

  /** After commit: the e-mails and jobs just written are worked on now. */
  wake() {
    this.deps.jobs.wake();
  }
}
