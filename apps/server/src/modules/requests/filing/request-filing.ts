import type { MatchingResult } from '@aurum/shared/requests/request-contract';
import { LIKELY_DUPLICATE_MESSAGE } from '@aurum/shared/requests/request-rules';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import type { Executor } from '../../../db/client';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { MailService } from '../../../platform/mailer/mail-service';
import { AppError } from '../../../platform/errors';
import type { ProviderContact } from '../../providers/providers.service';
import type { RequestMatching } from '../matching/matching.service';
import { type Actor, recordUpdate } from '../record/request-lifecycle';
import { lockMemberForFiling } from '../record/request-members.repo';
import { lockRequest } from '../record/request-record.repo';
import { notifyAdmin } from './admin-notification';
import { assertPartySize } from './member-changes';
import { findOpenTwin, insertRequest } from './filing.repo';
import { assertAllowanceCovers, monthlyAllowance } from './monthly-limit';

export const MATCH_JOB = 'request.match';
/** If the member neither chooses a provider nor skips, matching runs by itself after this. */
const SAFETY_NET_SECONDS = 15 * 60;

/** What filing needs besides the database: the outbox, staff's address and matching. */
export interface FilingDeps {
  mail: MailService;
  jobs: JobQueue;
  adminEmail: string;
  matching: RequestMatching;
}

/** What a member asks for, however it reached Aurum (form, marketplace, assistant, reset). */
export interface RequestDraft {
  serviceType: string;
  description: string;
  preferredDate: Date | null;
  preferredTimeSet: boolean;
  location: string | null;
  specialRequests: string | null;
  /** How many people, when the member said (a table for 2); null or absent otherwise. */
  partySize?: number | null;
  /**
   * A restaurant table (ADR 057): only with service type 'other' (ignored with any other type),
   * matched only to dining providers.
   */
  dining?: boolean;
}

export interface FilingOptions {
  /** Who files it: the member (form, booking, assistant), staff, or the system (a reset). */
  by: Actor;
  /**
   * A provider the member already chose (a marketplace slot): asked at once with signed links,
   * and the timeline says `message`. Without one, the request waits for the member's choice and
   * the safety-net matching job, or (`matchNow`) automated matching runs in this transaction.
   */
  provider?: { contact: Pick<ProviderContact, 'id' | 'name' | 'contactEmail'>; message: string };
  matchNow?: boolean;
  /**
   * The member files by hand (the form, the assistant): an open request of theirs for the same
   * service at the same moment refuses it with 409 LIKELY_DUPLICATE, until they file anyway.
   */
  refuseLikelyDuplicate?: boolean;
  /** Runs in the transaction once the request row exists (e.g. claiming a booked slot). */
  claim?: (requestId: string) => Promise<void>;
}

export interface FiledRequest {
  requestId: string;
  /** Requests left this month after this one (null = unlimited). */
  remaining: number | null;
  /** The automated matching's outcome when it ran now. */
  matching: MatchingResult | null;
}

/**
 * The one way a concierge request is filed (spec 02 sections 4, 7, 9), in the caller's
 * transaction: the member's account row is locked so the monthly limit is counted and the row
 * inserted in turn (parallel submits on any instance get exactly the allowance), then the
 * timeline, the provider or matching, the staff notification and the safety-net job. The caller
 * wakes the job queue after commit.
 */
export async function fileServiceRequest(
  tx: Executor,
  deps: FilingDeps,
  userId: string,
  draft: RequestDraft,
  options: FilingOptions,
  now: Date,
): Promise<FiledRequest> {
  assertPartySize(draft.partySize);
  const member = await lockMemberForFiling(tx, userId);
  if (!member) throw new AppError('NOT_FOUND', 'Member not found', 404);
  const allowance = await monthlyAllowance(tx, member, now);
  assertAllowanceCovers(allowance);
  const { remaining } = allowance;
  // Under the member's lock: of two identical submits at once, the second sees the first.
  if (options.refuseLikelyDuplicate && (await findOpenTwin(tx, { ...draft, userId }))) {
    throw new AppError('LIKELY_DUPLICATE', LIKELY_DUPLICATE_MESSAGE, 409);
  }

  const requestId = await insertRequest(
    tx,
    {
      ...draft,
      userId,
      providerId: options.provider?.contact.id ?? null,
      partySize: draft.partySize ?? null,
      dining: draft.dining === true && draft.serviceType === 'other',
    },
    now,
  );
  await options.claim?.(requestId);
  const request = (await lockRequest(tx, requestId))!;
  let matching: MatchingResult | null = null;
  if (options.provider) {
    await deps.matching.askProvider(tx, request, options.provider.contact, 'member', now);
    await recordUpdate(
      tx,
      request,
      { message: options.provider.message, status: 'provider_notified', by: options.by },
      now,
    );
    await deps.matching.startResponseClock(tx, request, now);
  } else {
    await recordUpdate(
      tx,
      request,
      { message: TIMELINE_MESSAGES.received, status: 'pending', by: options.by },
      now,
    );
    if (options.matchNow) {
      matching = await deps.matching.match(tx, request, member.name, options.by, now);
    } else {
      await deps.jobs.enqueue(tx, MATCH_JOB, { requestId }, SAFETY_NET_SECONDS);
    }
  }
  await notifyAdmin(tx, deps, member, request, now);
  return { requestId, remaining: remaining === null ? null : remaining - 1, matching };
}
