import type { RecentServiceRequest } from '@aurum/shared/requests/confirmation-status';
import type { RequestStatusPage } from '@aurum/shared/requests/request-status-page';
import { MemberCache } from '../../../platform/cache/member-cache';
import type { NotificationSubscriber } from '../../../platform/realtime/notification-listener';
import { parseRequestsChanged } from '../../../platform/realtime/realtime-hub';

/**
 * The member's request lists (the dashboard's recent requests, the pages of /request-status) as
 * last read, kept for `ttlMs` per member and question so the screens that refetch them on every
 * live update need no query (ADR 025). Every change to a member's requests or timelines forgets
 * them: on this instance directly after the member's own change commits (`forget`), on every
 * instance when the database's `requests_changed` notification arrives (migration 0011 sends it
 * for any row written, whoever wrote it). Nothing is kept while the channel is not heard.
 */
export class MemberRequestLists {
  private recentLists: MemberCache<RecentServiceRequest[]>;
  private pages: MemberCache<RequestStatusPage>;

  constructor(ttlMs: number) {
    this.recentLists = new MemberCache(ttlMs);
    this.pages = new MemberCache(ttlMs);
  }

  /** The newest `limit` requests (the loader never answers null, so neither does this). */
  async recent(
    userId: string,
    limit: number,
    nowMs: number,
    load: () => Promise<RecentServiceRequest[]>,
  ) {
    return (await this.recentLists.lookup(`${userId}:${limit}`, userId, nowMs, load))!;
  }

  /** One page, by the exact question asked (limit, cursor, filter). */
  async page(
    userId: string,
    question: string,
    nowMs: number,
    load: () => Promise<RequestStatusPage>,
  ) {
    return (await this.pages.lookup(`${userId}:${question}`, userId, nowMs, load))!;
  }

  /** Forgets every list of the member (after a change of theirs commits on this instance). */
  forget(userId: string) {
    this.recentLists.forget(userId);
    this.pages.forget(userId);
  }

  /** The lists' ear on the NOTIFY channel (through the realtime listener). */
  readonly notifications: NotificationSubscriber = {
    onPayload: (payload) => {
      const changed = parseRequestsChanged(payload);
      if (changed) this.forget(changed.userId);
    },
    onListening: () => this.each((cache) => cache.startServing()),
    onLost: () => this.each((cache) => cache.stopServing()),
  };

  private each(act: (cache: MemberCache<unknown>) => void) {
    act(this.recentLists);
    act(this.pages);
  }
}
