import { plural } from '@aurum/shared/format/words';
import { formatScore } from '@aurum/shared/journal/journal-rules';
import type { WeeklyReport } from '@aurum/shared/life-os/weekly-report';
import { CalendarHeart, Flag, Smile, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabLoadError } from '../../../components/tab-states';
import { useLifeReport } from '../api/get-life-report';
import { Panel, panelActionClass } from '../../../components/panel';

/**
 * One figure of the report: its number in gold, or, with nothing to count yet, what to do. A
 * `standIn` number (the spec's mood of 5 for a week without readings) is drawn quiet, not gold.
 */
function Figure({
  icon,
  label,
  value,
  standIn = false,
  detail,
  prompt,
}: {
  icon: ReactNode;
  label: string;
  value?: string;
  standIn?: boolean;
  detail?: ReactNode;
  /** Shown instead of the number when there is nothing to count: a line and an action. */
  prompt?: { text: string; action: ReactNode };
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-gold-500/15 bg-ink-900/50 p-4">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-zinc-400 uppercase [&_svg]:size-4">
        {icon}
        {label}
      </p>
      {prompt ? (
        <>
          <p className="text-sm text-zinc-200">{prompt.text}</p>
          {prompt.action}
        </>
      ) : (
        <>
          <p
            className={`font-display text-3xl font-semibold ${standIn ? 'text-zinc-400' : 'text-gold-300'}`}
          >
            {value}
          </p>
          {detail && <div className="flex flex-col gap-1 text-xs text-zinc-400">{detail}</div>}
        </>
      )}
    </div>
  );
}

function Figures({ report, onOpen }: { report: WeeklyReport; onOpen: (tab: string) => void }) {
  const open = (tab: string, words: string) => (
    <button type="button" className={`${panelActionClass} self-start`} onClick={() => onOpen(tab)}>
      {words}
    </button>
  );
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      <Figure
        icon={<Smile aria-hidden="true" />}
        label="Average mood"
        {...(report.mood_readings > 0
          ? {
              value: `${formatScore(report.average_mood)}/10`,
              detail: `From ${plural(report.mood_readings, 'reading')}`,
            }
          : {
              // The spec's default where the week has no reading, said to be one.
              value: `${formatScore(report.average_mood)}/10`,
              standIn: true,
              detail: (
                <>
                  <span>No check-ins this week yet, so the default stands.</span>
                  <Link to="/ai-journal" className={`${panelActionClass} self-start`}>
                    Check in on your journal
                  </Link>
                </>
              ),
            })}
      />
      <Figure
        icon={<Flag aria-hidden="true" />}
        label="Goals hit"
        {...(report.goals_total > 0
          ? {
              value: `${report.goals_hit} of ${report.goals_total}`,
              detail: (
                <Progress
                  value={report.goals_hit}
                  max={report.goals_total}
                  label="Goals hit"
                  valueText={`${report.goals_hit} of ${report.goals_total}`}
                  className="mt-1"
                />
              ),
            }
          : { prompt: { text: 'No goals yet.', action: open('goals', 'Add your first goal') } })}
      />
      <Figure
        icon={<CalendarHeart aria-hidden="true" />}
        label="Social events"
        {...(report.social_events > 0
          ? { value: String(report.social_events), detail: 'Bookings this week' }
          : {
              prompt: {
                text: 'Nothing booked this week.',
                action: (
                  <Link to="/service-request" className={`${panelActionClass} self-start`}>
                    Plan something
                  </Link>
                ),
              },
            })}
      />
      <Figure
        icon={<TrendingUp aria-hidden="true" />}
        label="Productivity"
        {...(report.productivity !== null
          ? {
              value: `${report.productivity}%`,
              detail: (
                <Progress
                  value={report.productivity}
                  label="Productivity"
                  valueText={`${report.productivity}% of routines kept`}
                  className="mt-1"
                />
              ),
            }
          : {
              prompt: {
                text: 'Counted from your routines.',
                action: open('routines', 'Add your first routine'),
              },
            })}
      />
    </div>
  );
}

/**
 * The Weekly Report (spec 02 section 2) of the member's last 7 days: average mood out of 10,
 * goals hit out of their goals, social events, productivity and the summary sentence.
 */
export function WeeklyReportCard({ onOpen }: { onOpen: (tab: string) => void }) {
  const report = useLifeReport();
  if (report.isError) {
    return (
      <TabLoadError
        message="Your weekly report could not be loaded. Check your connection."
        onRetry={() => void report.refetch()}
      />
    );
  }
  return (
    <Panel
      id="weekly-report-heading"
      title="Weekly Report"
      action={<span className="text-xs text-zinc-400">Last 7 days</span>}
    >
      <div aria-busy={report.isPending}>
        {report.data ? (
          <>
            <Figures report={report.data.report} onOpen={onOpen} />
            <p className="mt-4 text-sm text-zinc-200">{report.data.report.summary}</p>
          </>
        ) : (
          // The report's own shape while it loads (four figures and the summary), so nothing
          // below moves when it arrives.
          <div aria-hidden="true">
            <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
              {[0, 1, 2, 3].map((figure) => (
                <Skeleton key={figure} className="h-[6.75rem] rounded-xl" />
              ))}
            </div>
            <Skeleton className="mt-4 h-10" />
          </div>
        )}
      </div>
    </Panel>
  );
}
