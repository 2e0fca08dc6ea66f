import { DEFAULT_SCORE } from '../journal/journal-rules';

/**
 * The Life OS Weekly Report (spec 02: average mood out of 10, goals hit, social events,
 * productivity %, a summary sentence) from the member's own data of the last WEEKLY_REPORT_DAYS
 * member days. Served with the insights at GET /api/life-os/report. The spec's default (5) stands
 * only for a missing mood; nothing else is ever a sample constant.
 */
export const WEEKLY_REPORT_DAYS = 7;

export interface WeeklyFigures {
  /** Average mood_score of the week's readings, or null when there were none. */
  moodAverage: number | null;
  moodReadings: number;
  goalsTotal: number;
  /** Goals completed (at any time) among the member's goals. */
  goalsCompleted: number;
  /** Social events of the week: bookings and requests until RSVPs and shared events exist. */
  socialEvents: number;
  /** Routine-days the member could complete this week (each active routine once per day). */
  routineSlots: number;
  routineCompletions: number;
}

export interface WeeklyReport {
  /** One decimal; DEFAULT_SCORE when the week has no reading (then `mood_readings` is 0). */
  average_mood: number;
  mood_readings: number;
  goals_hit: number;
  goals_total: number;
  social_events: number;
  /** Whole percent of routine-days completed; null without active routines. */
  productivity: number | null;
  summary: string;
}

export function weeklyReport(figures: WeeklyFigures): WeeklyReport {
  const average =
    figures.moodAverage === null ? DEFAULT_SCORE : Math.round(figures.moodAverage * 10) / 10;
  const productivity =
    figures.routineSlots > 0
      ? Math.min(100, Math.round((figures.routineCompletions / figures.routineSlots) * 100))
      : null;
  const report = {
    average_mood: average,
    mood_readings: figures.moodReadings,
    goals_hit: figures.goalsCompleted,
    goals_total: figures.goalsTotal,
    social_events: figures.socialEvents,
    productivity,
  };
  return { ...report, summary: summarise(report) };
}

function summarise(report: Omit<WeeklyReport, 'summary'>): string {
  const parts: string[] = [];
  if (report.mood_readings === 0) parts.push('No mood readings this week yet');
  else if (report.average_mood >= 7) parts.push('A great week for your mood');
  else if (report.average_mood >= 4) parts.push('An okay week for your mood');
  else parts.push('A hard week for your mood; be gentle with yourself');
  if (report.goals_total > 0) {
    parts.push(`${report.goals_hit} of ${report.goals_total} goals hit`);
  }
  if (report.productivity !== null) {
    parts.push(`routines kept ${report.productivity}% of the time`);
  }
  if (report.social_events > 0) {
    parts.push(
      `${report.social_events} ${report.social_events === 1 ? 'booking' : 'bookings'} this week`,
    );
  }
  const [first, ...rest] = parts;
  return rest.length === 0 ? `${first}.` : `${first}: ${rest.join(', ')}.`;
}

/** An insight drawn from the member's own goals, routines and mood (never a static tip). */
export interface LifeInsight {
  id: string;
  area: 'goals' | 'routines' | 'mood';
  title: string;
  text: string;
}

export interface LifeReport {
  report: WeeklyReport;
  insights: LifeInsight[];
}
