import { RESET_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import type {
  ResetActionId,
  ResetActionOutcome,
  ResetSession,
  ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { plural } from '@aurum/shared/format/words';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { calendarKeys, invalidateServiceRequests, resetKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { resetSessionCalls } from '../api/reset-session';
import { runReset, type Wait } from '../utils/run-reset';

export const RESET_BUSY_TEXTS = {
  title: 'A reset is already running',
  description:
    'Another window or device is running a reset right now. Let it finish, then start again.',
} as const;

/** Where a running reset stands: the session, the action under way, the outcomes so far. */
export interface ResetRun {
  running: boolean;
  session: ResetSession | null;
  current: ResetActionId | null;
  outcomes: ResetActionOutcome[];
}

const IDLE: ResetRun = { running: false, session: null, current: null, outcomes: [] };

/**
 * Runs a reset from this screen with the spec's toasts: 'Whisper Reset Initiated', each action's
 * start and completion (with a link to what it did), then 'Reset Complete' or 'Reset Error'.
 * Afterwards the history, the away note, the calendar and the requests are read again.
 */
export function useResetRun(wait: Wait) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [run, setRun] = useState<ResetRun>(IDLE);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resetKeys.all }),
      queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      invalidateServiceRequests(queryClient),
    ]);

  async function start(trigger: ResetTrigger) {
    if (run.running) return;
    setRun({ ...IDLE, running: true });
    try {
      await runReset(trigger, resetSessionCalls, wait, {
        started: (session) => {
          setRun((now) => ({ ...now, session }));
          toast(RESET_TEXTS.initiatedTitle, {
            description: `${plural(session.actions.length, 'action')}, one after another.`,
          });
        },
        actionStarted: (action, _index, toastMs) => {
          setRun((now) => ({ ...now, current: action.id }));
          toast(`${action.name}...`, { description: action.description, duration: toastMs });
        },
        actionDone: (action, outcome) => {
          setRun((now) => ({ ...now, current: null, outcomes: [...now.outcomes, outcome] }));
          const link = outcome.link;
          const options = {
            description: outcome.message,
            action: link ? { label: 'View', onClick: () => void navigate(link) } : undefined,
          };
          if (outcome.outcome === 'failed') toast.error(action.name, options);
          else toast.success(action.name, options);
        },
        finished: (session, failed) => {
          setRun((now) => ({ ...now, session }));
          if (failed) {
            toast.error(RESET_TEXTS.errorTitle, { description: RESET_TEXTS.errorDescription });
          } else {
            toast.success(RESET_TEXTS.completeTitle, {
              description: 'Take your time. Aurum has the rest in hand.',
            });
          }
        },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.error(RESET_BUSY_TEXTS.title, { description: RESET_BUSY_TEXTS.description });
      } else {
        toast.error(RESET_TEXTS.errorTitle, {
          description: isApiError(error) ? error.message : RESET_TEXTS.errorDescription,
        });
      }
    } finally {
      setRun((now) => ({ ...now, running: false, current: null }));
      void refresh();
    }
  }

  return { run, start };
}
