import type { RequestAssignment } from '@aurum/shared/admin/requests-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { providerDirectory } from '../../providers/providers.api';
import { providerAssignments } from '../../../db/schema/requests';

export async function insertAssignment(
  db: Executor,
  assignment: { requestId: string; providerId: string; assignedBy: string; linkExpiresAt: Date },
  now: Date,
) {
  const [row] = await db
    .insert(providerAssignments)
    .values({ ...assignment, createdAt: now })
    .returning({ id: providerAssignments.id });
  return row!.id;
}

const assignmentQuery = (db: Executor, assignmentId: string) =>
  db
    .select({
      id: providerAssignments.id,
      requestId: providerAssignments.requestId,
      providerId: providerAssignments.providerId,
      response: providerAssignments.response,
      linkExpiresAt: providerAssignments.linkExpiresAt,
    })
    .from(providerAssignments)
    .where(eq(providerAssignments.id, assignmentId));

/** An assignment as it is now, unlocked (to find its request, or to show it). */
export async function findAssignment(db: Executor, assignmentId: string) {
  const [row] = await assignmentQuery(db, assignmentId);
  return row ?? null;
}

/**
 * The assignment locked for an answer. Lock order everywhere: the request first, then its
 * assignments, so concurrent answers, cancellations and staff changes never deadlock.
 */
export async function lockAssignment(db: Executor, assignmentId: string) {
  const [row] = await assignmentQuery(db, assignmentId).for('update');
  return row ?? null;
}

export async function setAssignmentResponse(
  db: Executor,
  assignmentId: string,
  response: string,
  message: string | null,
  now: Date,
) {
  await db
    .update(providerAssignments)
    .set({ response, responseMessage: message, respondedAt: now })
    .where(eq(providerAssignments.id, assignmentId));
}

/** Withdraws the still-open assignments of a request (taken by another provider, or ended). */
export async function withdrawOpenAssignments(db: Executor, requestId: string, now: Date) {
  await db
    .update(providerAssignments)
    .set({ response: 'withdrawn', respondedAt: now })
    .where(
      and(
        eq(providerAssignments.requestId, requestId),
        eq(providerAssignments.response, 'pending'),
      ),
    );
}

/** The providers still asked (no answer yet), oldest first, with who asked them. */
export async function openAssignmentsOf(db: Executor, requestId: string) {
  return db
    .select({
      providerId: providerAssignments.providerId,
      assignedBy: providerAssignments.assignedBy,
    })
    .from(providerAssignments)
    .where(
      and(
        eq(providerAssignments.requestId, requestId),
        eq(providerAssignments.response, 'pending'),
      ),
    )
    .orderBy(providerAssignments.createdAt, providerAssignments.id);
}

export async function assignmentResponses(db: Executor, requestId: string) {
  return db
    .select({ response: providerAssignments.response, providerId: providerAssignments.providerId })
    .from(providerAssignments)
    .where(eq(providerAssignments.requestId, requestId));
}

/** Every provider asked to take the request, newest first. */
export async function assignmentsOf(db: Executor, requestId: string): Promise<RequestAssignment[]> {
  const rows = await db
    .select({
      id: providerAssignments.id,
      providerId: providerAssignments.providerId,
      providerName: providerDirectory.name,
      providerEmail: providerDirectory.contactEmail,
      assignedBy: providerAssignments.assignedBy,
      response: providerAssignments.response,
      responseMessage: providerAssignments.responseMessage,
      respondedAt: providerAssignments.respondedAt,
      createdAt: providerAssignments.createdAt,
    })
    .from(providerAssignments)
    .innerJoin(providerDirectory, eq(providerDirectory.id, providerAssignments.providerId))
    .where(eq(providerAssignments.requestId, requestId))
    .orderBy(desc(providerAssignments.createdAt), desc(providerAssignments.id));
  return rows.map((row) => ({
    id: row.id,
    provider_id: row.providerId,
    provider_name: row.providerName,
    provider_email: row.providerEmail,
    assigned_by: row.assignedBy,
    response: row.response,
    response_message: row.responseMessage,
    responded_at: row.respondedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
