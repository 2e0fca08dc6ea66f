import { localDateOf } from '@aurum/shared/time/member-time';
import type { ProviderLinkView } from '@aurum/shared/provider/provider-contract';
import type { ProviderResponse } from '@aurum/shared/requests/request-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { findProviderContact } from '../../providers/providers.service';
import { recordUpdate } from '../record/request-lifecycle';
import { tellMember } from '../record/member-notices';
import { findMember } from '../record/request-members.repo';
import {
  findRequest,
  type LockedRequest,
  lockRequest,
  updateRequest,
} from '../record/request-record.repo';
import * as assignments from './assignments.repo';
import type { BookingReminders } from './booking-reminders';
import { askStaff, type MatchingDeps } from './provider-asking';
import { LINK_MESSAGES } from './provider-links';

type Response = { action: 'confirm'; message: string } | { action: 'decline'; reason: string };

/** What a provider sees before answering (through a link or the provider view). */
export type AssignmentView = Omit<ProviderLinkView, 'action'>;

/**
 * A provider's answer to an assignment (spec 02 sections 4 and 7): the first to confirm takes the
 * request; a decline carries a reason; when every asked provider declined, staff take over.
 */
export class ProviderResponses {
  constructor(
    private db: Database,
    private clock: Clock,
    private deps: MatchingDeps,
    private reminders?: Pick<BookingReminders, 'schedule'>,
  ) {}

  async view(assignmentId: string): Promise<AssignmentView> {
    return this.db.transaction(async (tx) => {
      const assignment = await assignments.findAssignment(tx, assignmentId);
      if (!assignment) throw new AppError('LINK_INVALID', LINK_MESSAGES.invalid, 400);
      const request = (await findRequest(tx, assignment.requestId))!;
      const provider = await findProviderContact(tx, assignment.providerId);
      const closed = ['cancelled', 'completed'].includes(request.status);
      return {
        assignment_id: assignment.id,
        state:
          assignment.response === 'pending'
            ? closed
              ? 'closed'
              : 'open'
            : assignment.response === 'withdrawn'
              ? 'closed'
              : (assignment.response as 'confirmed' | 'declined'),
        provider_name: provider?.name ?? '',
        request: {
          id: request.id,
          service_type: request.serviceType,
          service_label: serviceTypeLabel(request.serviceType),
          description: request.description,
          location: request.location,
          preferred_date: request.preferredDate?.toISOString() ?? null,
          preferred_time_set: request.preferredTimeSet,
          party_size: request.partySize,
          dining: request.dining,
          special_requests: request.specialRequests,
        },
      };
    });
  }

  /** Applies the answer once; a second use of a link, or a closed request, is refused clearly. */
  async respond(assignmentId: string, response: ProviderResponse & Response) {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      // The request first, then the assignment (the one lock order of the requests module).
      const found = await assignments.findAssignment(tx, assignmentId);
      if (!found) throw new AppError('LINK_INVALID', LINK_MESSAGES.invalid, 400);
      const request = (await lockRequest(tx, found.requestId))!;
      const assignment = (await assignments.lockAssignment(tx, assignmentId))!;
      if (assignment.response === 'withdrawn') throw closed();
      if (assignment.response !== 'pending') {
        throw new AppError('LINK_USED', LINK_MESSAGES.answered, 409);
      }
      if (assignment.linkExpiresAt <= now) {
        throw new AppError('LINK_EXPIRED', LINK_MESSAGES.expired, 410);
      }
      if (request.status !== 'pending' && request.status !== 'in_progress') throw closed();
      const provider = (await findProviderContact(tx, assignment.providerId))!;
      if (response.action === 'confirm') {
        await this.confirm(tx, request, assignment.id, provider, response.message, now);
      } else {
        await this.decline(tx, request, assignment.id, provider, response.reason, now);
      }
    });
    this.deps.jobs.wake();
  }

  private async confirm(
    tx: Executor,
    request: LockedRequest,
    assignmentId: string,
    provider: { id: string; name: string },
    message: string,
    now: Date,
  ) {
    if (request.confirmationStatus === 'confirmed') throw closed();
    await assignments.setAssignmentResponse(tx, assignmentId, 'confirmed', message || null, now);
    await assignments.withdrawOpenAssignments(tx, request.id, now);
    const text = TIMELINE_MESSAGES.confirmed(provider.name, message);
    await updateRequest(
      tx,
      request.id,
      {
        confirmationStatus: 'confirmed',
        providerId: provider.id,
        providerResponse: text,
        responseDueAt: null,
      },
      now,
    );
    await recordUpdate(tx, request, { message: text, status: 'confirmed', by: 'provider' }, now);
    await tellMember(tx, this.deps.notify, request, {
      kind: 'request_confirmed',
      subject: assignmentId,
      facts: { name: provider.name },
      urgent: isToday(request.preferredDate, now),
    });
    await this.reminders?.schedule(tx, request, now);
  }

  private async decline(
    tx: Executor,
    request: LockedRequest,
    assignmentId: string,
    provider: { id: string; name: string },
    reason: string,
    now: Date,
  ) {
    await assignments.setAssignmentResponse(tx, assignmentId, 'declined', reason, now);
    const text = TIMELINE_MESSAGES.declined(provider.name, reason);
    const responses = await assignments.assignmentResponses(tx, request.id);
    const everyoneDeclined = responses.every(
      (r) => r.response === 'declined' || r.response === 'withdrawn',
    );
    if (everyoneDeclined && request.confirmationStatus !== 'confirmed') {
      await updateRequest(
        tx,
        request.id,
        { confirmationStatus: 'declined', providerResponse: text, responseDueAt: null },
        now,
      );
      await askStaff(
        tx,
        this.deps,
        request,
        (await findMember(tx, request.userId))?.name ?? '',
        `Every provider asked declined this request (last: ${text}). Please assign another provider.`,
      );
    }
    await recordUpdate(
      tx,
      request,
      {
        message: text,
        status: everyoneDeclined ? 'declined' : 'provider_declined',
        by: 'provider',
      },
      now,
    );
    await tellMember(tx, this.deps.notify, request, {
      kind: everyoneDeclined ? 'request_declined' : 'provider_answered',
      subject: assignmentId,
      facts: { name: provider.name },
      urgent: isToday(request.preferredDate, now),
    });
  }
}

/** A booking for today: its answer is a same-day change, told in quiet hours too (ADR 076). */
const isToday = (date: Date | null, now: Date) =>
  date !== null && localDateOf(date) === localDateOf(now);

const closed = () => new AppError('LINK_CLOSED', LINK_MESSAGES.closed, 410);
