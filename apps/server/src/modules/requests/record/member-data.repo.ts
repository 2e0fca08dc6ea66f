import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import {
  providerAssignments,
  requestStatusUpdates,
  serviceRequests,
} from '../../../db/schema/requests';
import { listDetails, memberOwns } from './request-details.repo';

/**
 * The requests' part of the member's data rights (ADR 055). The export is the member's own view
 * of each request (provider, timeline), nothing a provider or staff alone sees. On deletion a
 * request stays for its provider, anonymised: no member, no description, place or notes.
 * request_status_updates and provider_assignments hang off a request, not a member.
 */
export const REQUESTS_EXPORT_TABLES = ['service_requests'] as const;

/** What replaces a deleted member's words in the requests that stay. */
export const REMOVED_TEXT = 'Removed: the member deleted their account.';
const CANCELLED_TEXT = 'Cancelled: the member deleted their account.';
const MANY = 100_000;

export function exportRequests(db: Executor, userId: string) {
  return listDetails(db, memberOwns(userId), MANY);
}

export async function anonymiseRequests(tx: Transaction, userId: string, now: Date) {
  const mine = await tx
    .select({ id: serviceRequests.id, status: serviceRequests.status })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, userId))
    .for('update');
  if (mine.length === 0) return;
  const ids = mine.map((row) => row.id);
  const open = mine
    .filter((row) => row.status === 'pending' || row.status === 'in_progress')
    .map((row) => row.id);
  if (open.length > 0) {
    await tx
      .update(serviceRequests)
      .set({ status: 'cancelled' })
      .where(inArray(serviceRequests.id, open));
    await tx
      .update(providerAssignments)
      .set({ response: 'withdrawn', respondedAt: now })
      .where(
        and(
          inArray(providerAssignments.requestId, open),
          eq(providerAssignments.response, 'pending'),
          isNull(providerAssignments.respondedAt),
        ),
      );
    await tx.insert(requestStatusUpdates).values(
      open.map((requestId) => ({
        requestId,
        message: CANCELLED_TEXT,
        status: 'cancelled',
        updatedBy: 'system',
        createdAt: now,
      })),
    );
  }
  await tx
    .update(requestStatusUpdates)
    .set({ message: REMOVED_TEXT })
    .where(
      and(
        inArray(requestStatusUpdates.requestId, ids),
        inArray(requestStatusUpdates.updatedBy, ['member', 'staff']),
      ),
    );
  await tx
    .update(serviceRequests)
    .set({
      userId: null,
      description: REMOVED_TEXT,
      location: null,
      specialRequests: null,
      adminNotes: null,
      updatedAt: now,
    })
    .where(inArray(serviceRequests.id, ids));
}
