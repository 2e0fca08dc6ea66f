import { RESET_TABS } from '@aurum/shared/life-os/life-os-texts';
import {
  RESET_SESSION_STALE_MINUTES,
  type ResetSession,
  type ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { useSearchParams } from 'react-router';
import { AddressTabs } from '../../../components/address-tabs';
import { AreaHeader } from '../../../components/area-header';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { useResetSessions } from '../api/get-reset-sessions';
import { useResetSettings } from '../api/get-reset-settings';
import { useResetRun } from '../hooks/use-reset-run';
import { realWait, type Wait } from '../utils/run-reset';
import { AwayNoteCard } from './away-note-card';
import { QuickResetTab } from './quick-reset-tab';
import { ResetHistoryTab } from './reset-history-tab';
import { ResetProgressAlert } from './reset-progress-alert';
import { ResetSettingsTab } from './reset-settings-tab';

/** The trigger of a reset started here: 'mood' when the journal's low-mood card led here. */
export const resetTriggerOf = (params: URLSearchParams): ResetTrigger =>
  params.get('trigger') === 'mood' ? 'mood' : 'manual';

/** An active session started within the last minutes (an older one is abandoned, closed on the next start). */
const isRunningElsewhere = (session: ResetSession) =>
  session.status === 'active' &&
  Date.now() - Date.parse(session.started_at) < RESET_SESSION_STALE_MINUTES * 60_000;

/**
 * /reset (spec 02 sections 2 and 4, issue 29): tabs Quick Reset, Settings and History, the
 * in-progress alert and the away note. A reset runs its actions one after another from here and
 * acts on the member's data (calendar, requests, home, away note). `wait` is the pause between
 * steps; tests pass one that does not take real seconds.
 */
export function ResetPage({ wait = realWait }: { wait?: Wait }) {
  const [params] = useSearchParams();
  const trigger = resetTriggerOf(params);
  const settings = useResetSettings();
  const sessions = useResetSessions();
  const { run, start } = useResetRun(wait);
  const elsewhere = !run.running && (sessions.data ?? []).some(isRunningElsewhere);

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/reset']}>
        When it all gets too much: Aurum moves your next meetings, orders comfort food, sets your
        home to rest and answers for you while you take a breath.
      </AreaHeader>
      <main className="mt-6 space-y-6">
        <ResetProgressAlert run={run} elsewhere={elsewhere} />
        <AwayNoteCard />
        {settings.isError ? (
          <TabLoadError
            message="Your reset settings could not be loaded."
            onRetry={() => void settings.refetch()}
          />
        ) : !settings.data ? (
          <TabSkeleton />
        ) : (
          <AddressTabs
            names={RESET_TABS}
            label="Reset sections"
            panels={{
              'Quick Reset': (
                <QuickResetTab
                  actions={settings.data}
                  trigger={trigger}
                  run={run}
                  onStart={() => void start(trigger)}
                />
              ),
              Settings: <ResetSettingsTab actions={settings.data} />,
              History: <ResetHistoryTab />,
            }}
          />
        )}
      </main>
    </div>
  );
}
