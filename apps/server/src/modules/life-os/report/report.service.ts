import type { LifeReport } from '@aurum/shared/life-os/weekly-report';
import { weeklyReport } from '@aurum/shared/life-os/weekly-report';
import { localDateOf } from '@aurum/shared/time/member-time';
import type { Clock } from '../../../platform/clock';
import type { CalendarService } from '../../calendar/calendar.service';
import type { MoodSummaryReader } from '../../journal/journal.api';
import type { GoalsService } from '../goals/goals.service';
import type { RoutinesService } from '../routines/routines.service';
import { lifeInsights } from './life-insights';
import { moodWeeks, routineWeeks, weekStart, weeklyFigures } from './week-figures';

/** Calendar entries that are not the member's own events: bookings and requests (RSVPs later). */
const isSocial = (entry: { kind: string; request_status?: string }) =>
  entry.kind !== 'personal' && entry.request_status !== 'cancelled';

/**
 * The Life OS weekly report and insights (issue 29, ADR 063): the member's last seven days in
 * their time zone, from their goals, routines, mood (the journal's trends) and calendar.
 */
export class ReportService {
  constructor(
    private deps: {
      clock: Clock;
      goals: GoalsService;
      routines: RoutinesService;
      calendar: Pick<CalendarService, 'entries'>;
      mood: MoodSummaryReader;
    },
  ) {}

  async reportFor(userId: string): Promise<LifeReport> {
    const today = localDateOf(this.deps.clock.now());
    const from = weekStart(today);
    // One after another: each is a read of its own (one connection at a time).
    const goals = await this.deps.goals.list(userId);
    const routines = await this.deps.routines.list(userId);
    const completions = await this.deps.routines.completionsBetween(userId, from, today);
    const entries = await this.deps.calendar.entries(userId, from, today);
    const mood = moodWeeks(await this.deps.mood.moodSummaryFor(userId));
    const weeks = routineWeeks(today, routines, completions);
    const report = weeklyReport(
      weeklyFigures({ goals, weeks, mood, socialEvents: entries.filter(isSocial).length }),
    );
    const insights = lifeInsights({
      today,
      goals,
      weeks,
      anyRoutines: routines.length > 0,
      mood,
    });
    return { report, insights };
  }
}
