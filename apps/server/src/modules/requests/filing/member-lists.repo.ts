import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import type { RequestStatusUpdate } from '@aurum/shared/requests/request-contract';
import type { RequestStatusItem } from '@aurum/shared/requests/request-status-page';
import type { RequestFilter } from '@aurum/shared/requests/request-status';
import { and, desc, eq, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { MemberReadScope } from '../../../db/as-member';
import type { Executor } from '../../../db/client';
import { requestStatusUpdates, serviceRequests } from '../../../db/schema/requests';
import type { KeysetCursor } from '../../../platform/http/keyset-cursor';
import {
  isProgressUpdate,
  memberOwns,
  selectDetails,
  toDetail,
  toUpdate,
} from '../record/request-details.repo';

const recentRequestsQuery = (db: Executor) =>
  db
    .select({
      id: serviceRequests.id,
      serviceType: serviceRequests.serviceType,
      description: serviceRequests.description,
      status: serviceRequests.status,
      confirmationStatus: serviceRequests.confirmationStatus,
      createdAt: serviceRequests.createdAt,
      preferredDate: serviceRequests.preferredDate,
      latestUpdateStatus: sql<string | null>`(${db
        .select({ status: requestStatusUpdates.status })
        .from(requestStatusUpdates)
        .where(and(eq(requestStatusUpdates.requestId, serviceRequests.id), isProgressUpdate))
        .orderBy(desc(requestStatusUpdates.createdAt), desc(requestStatusUpdates.seq))
        .limit(1)})`,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, sql.placeholder('userId')))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('aurum_recent_service_requests');

/** Prepared once per database handle (node-postgres then prepares it once per connection). */
const preparedRecentQueries = new WeakMap<Executor, ReturnType<typeof recentRequestsQuery>>();

/** The member's requests, newest first (spec 01 section 7), with what their status needs. */
export async function listRecentRequests(
  { db, userId }: MemberReadScope,
  limit: number,
): Promise<RecentServiceRequest[]> {
  let query = preparedRecentQueries.get(db);
  if (!query) {
    query = recentRequestsQuery(db);
    preparedRecentQueries.set(db, query);
  }
  const rows = await query.execute({ userId, limit });
  return rows.map((row) => ({
    id: row.id,
    service_type: row.serviceType,
    description: row.description,
    confirmation_status: row.confirmationStatus,
    created_at: row.createdAt.toISOString(),
    preferred_date: row.preferredDate?.toISOString() ?? null,
    status: row.status,
    latest_update_status: row.latestUpdateStatus,
  }));
}

/** Requests that have ended (Completed, Cancelled) match no filter but All. */
const open = notInArray(serviceRequests.status, ['completed', 'cancelled']);

/**
 * The /request-status filters by displayed status (displayedRequestStatus): Pending holds
 * Pending and Awaiting Confirmation, i.e. every open request neither confirmed nor declined.
 */
const FILTERS: Record<RequestFilter, SQL | undefined> = {
  all: undefined,
  pending: and(open, notInArray(serviceRequests.confirmationStatus, ['confirmed', 'declined'])),
  confirmed: and(open, eq(serviceRequests.confirmationStatus, 'confirmed')),
  declined: and(open, eq(serviceRequests.confirmationStatus, 'declined')),
};

const after = (cursor: KeysetCursor | null) =>
  cursor
    ? sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid)`
    : undefined;

/** A timeline cut to its newest entries, with what the whole timeline says. */
interface ShortTimeline {
  updates: RequestStatusUpdate[];
  count: number;
  latestProgress: string | null;
}

/**
 * The newest `length` entries of each request's timeline, its size, and its newest progress
 * entry (which may be older than those shown), in one query.
 */
async function shortTimelines(db: Executor, requestIds: string[], length: number) {
  const timelines = new Map<string, ShortTimeline>();
  if (requestIds.length === 0) return timelines;
  const newestFirst = sql`order by ${requestStatusUpdates.createdAt} desc, ${requestStatusUpdates.seq} desc`;
  const ranked = db
    .select({
      id: requestStatusUpdates.id,
      requestId: requestStatusUpdates.requestId,
      message: requestStatusUpdates.message,
      status: requestStatusUpdates.status,
      updatedBy: requestStatusUpdates.updatedBy,
      createdAt: requestStatusUpdates.createdAt,
      rank: sql<number>`(row_number() over (partition by ${requestStatusUpdates.requestId} ${newestFirst}))::int`.as(
        'rank',
      ),
      progress: isProgressUpdate.as('progress'),
      progressRank:
        sql<number>`(row_number() over (partition by ${requestStatusUpdates.requestId}, ${isProgressUpdate} ${newestFirst}))::int`.as(
          'progress_rank',
        ),
      total: sql<number>`(count(*) over (partition by ${requestStatusUpdates.requestId}))::int`.as(
        'total',
      ),
    })
    .from(requestStatusUpdates)
    .where(inArray(requestStatusUpdates.requestId, requestIds))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, length), and(ranked.progress, eq(ranked.progressRank, 1))))
    .orderBy(ranked.requestId, ranked.rank);
  for (const row of rows) {
    let timeline = timelines.get(row.requestId);
    if (!timeline) {
      timeline = { updates: [], count: row.total, latestProgress: null };
      timelines.set(row.requestId, timeline);
    }
    if (row.progress && row.progressRank === 1) timeline.latestProgress = row.status;
    if (row.rank <= length) {
      timeline.updates.push(toUpdate(row));
    }
  }
  return timelines;
}

/**
 * One keyset page of the member's requests, newest first, each with its short timeline; `next`
 * is the position after the last one when another page follows.
 */
export async function memberRequestPage(
  { db, userId }: MemberReadScope,
  page: { filter: RequestFilter; cursor: KeysetCursor | null; limit: number; timeline: number },
): Promise<{ items: RequestStatusItem[]; next: KeysetCursor | null }> {
  const where = and(memberOwns(userId), FILTERS[page.filter], after(page.cursor));
  const rows = await selectDetails(db, where, page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const timelines = await shortTimelines(
    db,
    shown.map((row) => row.id),
    page.timeline,
  );
  const items = shown.map((row) => {
    const timeline = timelines.get(row.id) ?? { updates: [], count: 0, latestProgress: null };
    return {
      ...toDetail(row, timeline.updates, timeline.latestProgress),
      updates_count: timeline.count,
      latest_update_status: timeline.latestProgress,
    };
  });
  const last = shown.at(-1);
  return { items, next: rows.length > page.limit && last ? [last.position, last.id] : null };
}
