import { formatSlot } from '@aurum/shared/format/dates';
import {
  type AvailabilitySlot,
  type bookSlotSchema,
  MARKETPLACE_MESSAGES,
  type ProviderReview,
  type reviewSchema,
} from '@aurum/shared/marketplace/marketplace-contract';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { bookedSlotDescription, TIMELINE_MESSAGES } from '@aurum/shared/requests/timeline-messages';
import { localDateTime } from '@aurum/shared/time/member-time';
import type { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { ServiceRequestService } from '../requests/requests.service';
import { completedRequestWith, toReview } from './marketplace.repo';
import { providerNotFound } from './marketplace.service';
import * as writes from './marketplace-writes.repo';

/** POST /api/marketplace/slots/:slotId/book answers the new request and the booked slot. */
export interface SlotBooking {
  request: ServiceRequestDetail;
  slot: AvailabilitySlot;
}

export const slotNotFound = () => new AppError('NOT_FOUND', 'Time slot not found', 404);
const slotTaken = () => new AppError('SLOT_TAKEN', MARKETPLACE_MESSAGES.slotTaken, 409);

/** Booking slots and reviewing providers: the marketplace's writes (spec 02 sections 4 and 7). */
export class BookingService {
  constructor(
    private db: Database,
    private clock: Clock,
    private requests: ServiceRequestService,
  ) {}

  /**
   * Books a free slot: in ONE transaction the request (preferred date = the slot's start, with
   * time), the conditional claim of the slot, the timeline entry and the provider's e-mail. A slot
   * someone else booked first is a 409 and leaves nothing behind; a slot already begun is a 400.
   */
  async book(
    userId: string,
    slotId: string,
    form: z.output<typeof bookSlotSchema>,
  ): Promise<SlotBooking> {
    const now = this.clock.now();
    const booked = await asMember(this.db, userId, async ({ tx }) => {
      const slot = await writes.findSlot(tx, slotId);
      if (!slot || !slot.providerActive) throw slotNotFound();
      if (localDateTime(slot.slotDate, slot.startTime).getTime() <= now.getTime()) {
        throw new AppError(
          'SLOT_IN_PAST',
          'That time slot has already started. Choose a later one.',
          400,
        );
      }
      if (slot.isBooked) throw slotTaken();
      const when = formatSlot(slot.slotDate, slot.startTime, slot.endTime);
      const { requestId } = await this.requests.fileWithin(
        tx,
        userId,
        {
          serviceType: slot.serviceType,
          description:
            form.description ||
            bookedSlotDescription(serviceTypeLabel(slot.serviceType), slot.providerName, when),
          preferredDate: localDateTime(slot.slotDate, slot.startTime),
          preferredTimeSet: true,
          location: form.location || slot.providerLocation,
          specialRequests: form.special_requests || null,
        },
        {
          by: 'member',
          provider: {
            contact: {
              id: slot.providerId,
              name: slot.providerName,
              contactEmail: slot.providerEmail,
            },
            message: TIMELINE_MESSAGES.booked(slot.providerName, when),
          },
          claim: async (id) => {
            if (!(await writes.claimSlot(tx, slotId, id))) throw slotTaken();
          },
        },
      );
      return { requestId, slot };
    });
    this.requests.filed(userId);
    const { slot } = booked;
    return {
      request: await this.requests.get(userId, booked.requestId),
      slot: {
        id: slot.id,
        slot_date: slot.slotDate,
        start_time: slot.startTime,
        end_time: slot.endTime,
      },
    };
  }

  /**
   * A member who used the provider (a completed request of theirs with it) reviews it once; the
   * database recomputes the provider's rating and review_count in the same transaction, under the
   * provider's row lock, so concurrent reviews never count from a stale set (ADR 014).
   */
  async review(
    userId: string,
    providerId: string,
    form: z.output<typeof reviewSchema>,
  ): Promise<ProviderReview> {
    const now = this.clock.now();
    return asMember(this.db, userId, async ({ tx }) => {
      if (!(await writes.lockActiveProvider(tx, providerId))) throw providerNotFound();
      const requestId = await completedRequestWith(tx, userId, providerId);
      if (!requestId) throw new AppError('NOT_ELIGIBLE', MARKETPLACE_MESSAGES.notEligible, 403);
      const row = await writes.insertReview(tx, { ...form, providerId, userId, requestId }, now);
      if (!row) throw new AppError('ALREADY_REVIEWED', MARKETPLACE_MESSAGES.alreadyReviewed, 409);
      return toReview(row);
    });
  }
}
