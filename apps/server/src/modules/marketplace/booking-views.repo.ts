import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bookingSlots } from '../../db/schema/marketplace';
import { providerNames } from '../providers/providers.api';

const qb = new QueryBuilder();

/**
 * Booked marketplace slots as other modules join them (ADR 042): the booking request, the
 * provider's name and the slot's end (HH24:MI). The calendar's request entries name them.
 */
export const slotBookings = qb
  .select({
    bookingId: bookingSlots.bookingId,
    providerName: sql<string>`${providerNames.name}`.as('provider_name'),
    endTime: sql<string>`to_char(${bookingSlots.endTime}, 'HH24:MI')`.as('end_time'),
  })
  .from(bookingSlots)
  .innerJoin(providerNames, eq(providerNames.id, bookingSlots.providerId))
  .as('slot_bookings');
