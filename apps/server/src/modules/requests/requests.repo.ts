import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import { desc, eq } from 'drizzle-orm';
import type { MemberScope } from '../../db/as-member';
import { serviceRequests } from '../../db/schema/requests';

/** The member's requests, newest first (spec 01 section 7). */
export async function listRecentRequests(
  { tx, userId }: MemberScope,
  limit: number,
): Promise<RecentServiceRequest[]> {
  const rows = await tx
    .select({
      id: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      confirmationStatus: serviceRequests.confirmationStatus,
      createdAt: serviceRequests.createdAt,
      preferredDate: serviceRequests.preferredDate,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, userId))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    service_type: row.serviceType,
    description: row.description,
    confirmation_status: row.confirmationStatus,
    created_at: row.createdAt.toISOString(),
    preferred_date: row.preferredDate?.toISOString() ?? null,
  }));
}
