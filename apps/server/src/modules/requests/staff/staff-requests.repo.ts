import type { AdminServiceRequest, RequestMember } from '@aurum/shared/admin/requests-contract';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accounts } from '../../auth/accounts.api';
import { memberProfiles } from '../../profile/profile.api';
import { serviceRequests } from '../../../db/schema/requests';
import { contains } from '../../../db/sql-helpers';
import type { KeysetCursor } from '../../../platform/http/keyset-cursor';
import { listDetails } from '../record/request-details.repo';

export interface QueueFilters {
  status?: string;
  confirmation?: string;
  serviceType?: string;
  q?: string;
}

/** Requests whose member's name or e-mail contains the text. */
const memberMatches = (db: Executor, q: string) =>
  inArray(
    serviceRequests.userId,
    db
      .select({ id: accounts.id })
      .from(accounts)
      .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
      .where(
        or(
          contains(accounts.email, q),
          contains(memberProfiles.name, q),
          contains(memberProfiles.email, q),
        ),
      ),
  );

function queueWhere(
  db: Executor,
  filters: QueueFilters,
  cursor: KeysetCursor | null,
): SQL | undefined {
  return and(
    filters.status ? eq(serviceRequests.status, filters.status) : undefined,
    filters.confirmation ? eq(serviceRequests.confirmationStatus, filters.confirmation) : undefined,
    filters.serviceType ? eq(serviceRequests.serviceType, filters.serviceType) : undefined,
    filters.q
      ? or(contains(serviceRequests.description, filters.q), memberMatches(db, filters.q))
      : undefined,
    cursor
      ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
      : undefined,
  );
}

/** One page of the staff queue, newest first; `more` tells whether another page follows. */
export async function queuePage(
  db: Executor,
  filters: QueueFilters,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const rows = await listDetails(db, queueWhere(db, filters, cursor), limit + 1);
  return { details: rows.slice(0, limit), more: rows.length > limit };
}

/** The cursor after a request: its created_at exactly as stored (microseconds kept). */
export async function cursorAfter(db: Executor, requestId: string): Promise<KeysetCursor | null> {
  const [row] = await db
    .select({ createdAt: sql<string>`${serviceRequests.createdAt}::text` })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  return row ? [row.createdAt, requestId] : null;
}

export async function findRequestDetail(db: Executor, requestId: string) {
  const [detail] = await listDetails(db, eq(serviceRequests.id, requestId), 1);
  return detail ?? null;
}

/** Name and e-mail of the members who filed these requests. */
async function membersOf(db: Executor, userIds: string[]) {
  const byId = new Map<string, RequestMember>();
  if (userIds.length === 0) return byId;
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      metadata: accounts.userMetadata,
      profileName: memberProfiles.name,
    })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.id, accounts.id))
    .where(inArray(accounts.id, [...new Set(userIds)]));
  for (const row of rows) {
    const name = row.profileName || row.metadata.name || row.email.split('@')[0] || 'Member';
    byId.set(row.id, { id: row.id, name, email: row.email });
  }
  return byId;
}

export async function withMembers(
  db: Executor,
  details: ServiceRequestDetail[],
): Promise<AdminServiceRequest[]> {
  const members = await membersOf(
    db,
    details.map((detail) => detail.user_id),
  );
  return details.map((detail) => ({
    ...detail,
    member: members.get(detail.user_id) ?? { id: detail.user_id, name: 'Member', email: '' },
  }));
}

export async function adminNotesOf(db: Executor, requestId: string) {
  const [row] = await db
    .select({ adminNotes: serviceRequests.adminNotes })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  return row?.adminNotes ?? null;
}
