import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { MailService } from '../../platform/mailer/mail-service';
import type { AuthGuard } from '../auth/auth.api';
import type { CalendarService } from '../calendar/calendar.service';
import type { MoodSummaryReader } from '../journal/journal.api';
import { registerGoalRoutes } from './goals/goals.routes';
import { GoalsService } from './goals/goals.service';
import type { ReminderGate } from './life-os.api';
import { registerReportRoutes } from './report/report.routes';
import { ReportService } from './report/report.service';
import { RoutineReminders } from './routines/routine-reminders';
import { registerRoutineRoutes } from './routines/routines.routes';
import { RoutinesService } from './routines/routines.service';

/**
 * Goals, routines (with their reminders) and the weekly report (issue 29, ADR 063). `gate` says
 * whether a routine's reminder may go out now (the active persona, an away note).
 */
export function registerGoalsAndRoutines(
  app: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    guard: AuthGuard;
    jobs: JobQueue;
    mail: MailService;
    calendar: Pick<CalendarService, 'entries'>;
    mood: MoodSummaryReader;
    siteUrl: string;
    gate: ReminderGate;
  },
) {
  const { db, clock, guard } = deps;
  const reminders = new RoutineReminders({
    db,
    clock,
    jobs: deps.jobs,
    mail: deps.mail,
    gate: deps.gate,
    siteUrl: deps.siteUrl,
  });
  const goals = new GoalsService(db, clock);
  const routines = new RoutinesService(db, clock, reminders);
  const report = new ReportService({
    clock,
    goals,
    routines,
    calendar: deps.calendar,
    mood: deps.mood,
  });
  registerGoalRoutes(app, { goals, guard });
  registerRoutineRoutes(app, { routines, guard });
  registerReportRoutes(app, { report, guard });
  return { goals, routines, reminders, report };
}
