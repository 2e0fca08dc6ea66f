import {
  CHECK_IN_MOOD_CONTEXT,
  LOW_MOOD_STREAK,
  type MoodCheckInInput,
  type MoodReading,
  type MoodTrends,
  TRENDS_DAYS,
} from '@aurum/shared/journal/journal-contract';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { publishToMember } from '../../platform/realtime/publish';
import type { MoodSummaryReader } from './journal.api';
import { lastLocalDays } from './mood-days';
import * as repo from './mood.repo';
import { moodTrends } from './mood-trends';

/**
 * Mood readings (spec: mood_tracking) and their trends (issue 28, ADR 059): the two-tap check-in,
 * and one computation of averages, days, activities and the low streak that the Trends tab, the
 * lifestyle hub, the dashboard and the assistant all read.
 */
export class MoodService implements MoodSummaryReader {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  async checkIn(userId: string, input: MoodCheckInInput): Promise<MoodReading> {
    const now = this.clock.now();
    return asMember(this.db, userId, async (scope) => {
      const reading = await repo.insertReading(scope, {
        mood: input.mood,
        energy: input.energy ?? null,
        stress: input.stress ?? null,
        detectedFrom: 'check_in',
        context: CHECK_IN_MOOD_CONTEXT,
        activities: input.activities,
        journalEntryId: null,
        createdAt: now,
      });
      await publishToMember(scope.tx, userId, { topic: 'mood', readingId: reading!.id });
      return reading!;
    });
  }

  /** The member's trends as of now, in their time zone (Africa/Johannesburg). */
  async trends(userId: string): Promise<MoodTrends> {
    const { dates, since } = lastLocalDays(this.clock.now(), TRENDS_DAYS);
    const [window, recent] = await asMemberRead(this.db, userId, (scope) =>
      Promise.all([repo.readingsSince(scope, since), repo.newestReadings(scope, LOW_MOOD_STREAK)]),
    );
    return moodTrends(dates, window, recent);
  }

  /** The face the assistant and the dashboard read ("how have I been this week?"). */
  moodSummaryFor(memberId: string): Promise<MoodTrends> {
    return this.trends(memberId);
  }
}
