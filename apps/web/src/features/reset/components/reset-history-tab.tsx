import { formatDateTime } from '@aurum/shared/format/dates';
import { History } from 'lucide-react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DotSeparated } from '../../../components/ui/dot-separated';
import { useResetSessions } from '../api/get-reset-sessions';
import { STATUS_DISPLAY, TRIGGER_LABELS } from '../utils/reset-display';
import { OutcomeLine } from './outcome-line';

/** The History tab: past resets, newest first, with what each action did. */
export function ResetHistoryTab() {
  const sessions = useResetSessions();
  if (sessions.isError) {
    return (
      <TabLoadError
        message="Your past resets could not be loaded."
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  if (!sessions.data) return <TabSkeleton />;
  if (sessions.data.length === 0) {
    return (
      <TabEmpty icon={<History />} title="No resets yet">
        Each reset you run is kept here, with what it did.
      </TabEmpty>
    );
  }
  return (
    <ol aria-label="Past resets" className="space-y-3">
      {sessions.data.map((session) => {
        const status = STATUS_DISPLAY[session.status];
        return (
          <li key={session.id}>
            <Card className="p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-zinc-50">
                  <time dateTime={session.started_at}>{formatDateTime(session.started_at)}</time>
                </h3>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <p className="mt-1 text-sm text-zinc-400">
                <DotSeparated
                  parts={[
                    TRIGGER_LABELS[session.trigger_reason],
                    `${session.actions_completed.length} of ${session.actions.length} actions completed`,
                  ]}
                />
              </p>
              {session.outcomes.length > 0 && (
                <ul className="mt-2 divide-y divide-ink-600">
                  {session.outcomes.map((outcome) => (
                    <OutcomeLine key={outcome.action} outcome={outcome} />
                  ))}
                </ul>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
