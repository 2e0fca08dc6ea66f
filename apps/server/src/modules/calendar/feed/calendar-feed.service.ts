import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import {
  CALENDAR_FEED_AHEAD_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  type CalendarFeed,
} from '@aurum/shared/calendar/calendar-feed';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { addDays, format } from 'date-fns';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { openMemberText, sealMemberText } from '../../../platform/crypto/member-text';
import type { SealedBox } from '../../../platform/crypto/sealed-box';
import type { CalendarService } from '../calendar.service';
import * as repo from './calendar-feed.repo';
import { feedIcs } from './feed-ics';

/** A feed's token: 32 random bytes in base64url (43 characters), as a capsule's link. */
const TOKEN = /^[\w-]{43}$/;
/** The feed a calendar app fetched is answered again from memory for this long. */
const FEED_KEPT_MS = 60_000;
const FEEDS_KEPT_MAX = 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPlace = (id: string) => ({ table: 'calendar_feeds', rowId: id, column: 'token' });

export interface CalendarFeedDeps {
  db: Database;
  clock: Clock;
  box: SealedBox;
  calendar: Pick<CalendarService, 'entries'>;
  siteUrl: string;
}

/**
 * The private calendar subscription (issue 29, ADR 066): one live ICS address per member, its
 * token stored as a hash (and sealed, so the address can be shown again); a new address revokes
 * the old one. The feed reads the member's calendar (every source) through CalendarService.
 */
export class CalendarFeedService {
  private kept = new Map<string, { ics: string; untilMs: number }>();

  constructor(private deps: CalendarFeedDeps) {}

  /** The feed's path, as the server answers it and the log hides its token. */
  static path(token: string) {
    return `/calendar/feed/${token}.ics`;
  }

  private toFeed(token: string, createdAt: Date): CalendarFeed {
    const url = `${this.deps.siteUrl}${CalendarFeedService.path(token)}`;
    return {
      url,
      webcal_url: url.replace(/^https?:\/\//, 'webcal://'),
      created_at: createdAt.toISOString(),
    };
  }

  async current(userId: string): Promise<CalendarFeed | null> {
    const feed = await asMemberRead(this.deps.db, userId, (scope) => repo.liveFeed(scope));
    if (!feed) return null;
    return this.toFeed(
      openMemberText(this.deps.box, tokenPlace(feed.id), feed.sealedToken),
      feed.createdAt,
    );
  }

  /** A new address; the old one (if any) stops working at once. */
  async issue(userId: string): Promise<CalendarFeed> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const sealed = sealMemberText(this.deps.box, tokenPlace(id), token);
    const now = this.deps.clock.now();
    await asMember(this.deps.db, userId, (scope) =>
      repo.replaceLiveFeed(
        scope,
        { id, tokenHash: hashOf(token), sealedToken: sealed.sealedData, keyId: sealed.keyId },
        now,
      ),
    );
    return this.toFeed(token, now);
  }

  async revoke(userId: string): Promise<void> {
    await asMember(this.deps.db, userId, (scope) =>
      repo.revokeLiveFeed(scope, this.deps.clock.now()),
    );
  }

  /**
   * The feed's iCalendar text for a live token; null for an unknown or revoked one. The token is
   * looked up at every fetch (a revoked one stops at once); the text is kept a minute.
   */
  async ics(token: string): Promise<string | null> {
    if (!TOKEN.test(token)) return null;
    const feed = await repo.feedOwner(this.deps.db, hashOf(token));
    if (!feed) return null;
    const now = this.deps.clock.now();
    const kept = this.kept.get(feed.id);
    if (kept && kept.untilMs > now.getTime()) return kept.ics;
    const today = new TZDate(now.getTime(), MEMBER_TIME_ZONE);
    const day = (offset: number) => format(addDays(today, offset), 'yyyy-MM-dd');
    const entries = await this.deps.calendar.entries(
      feed.userId,
      day(-CALENDAR_FEED_PAST_DAYS),
      day(CALENDAR_FEED_AHEAD_DAYS),
    );
    const ics = feedIcs(entries, now);
    this.keep(feed.id, ics, now.getTime() + FEED_KEPT_MS);
    return ics;
  }

  private keep(id: string, ics: string, untilMs: number) {
    this.kept.delete(id);
    if (this.kept.size >= FEEDS_KEPT_MAX) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(id, { ics, untilMs });
  }
}
