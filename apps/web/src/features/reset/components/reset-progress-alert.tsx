import { Loader2 } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import type { ResetRun } from '../hooks/use-reset-run';
import { resetActionOf } from '../utils/run-reset';

/**
 * The in-progress alert (spec 02 section 2): while this screen runs a reset, which action is under
 * way; when a reset runs elsewhere (another window or device), that one is.
 */
export function ResetProgressAlert({ run, elsewhere }: { run: ResetRun; elsewhere: boolean }) {
  if (!run.running && !elsewhere) return null;
  const total = run.session?.actions.length ?? 0;
  const step = run.current ? resetActionOf(run.current).name : null;
  return (
    <Card
      role="status"
      className="flex items-start gap-3 border-amber-300/40 bg-amber-300/10 p-4 text-amber-100"
    >
      <Loader2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-amber-200" />
      <p className="text-sm">
        <span className="block font-semibold">Reset in progress</span>
        {run.running
          ? step
            ? `${step} (${run.outcomes.length + 1} of ${total})`
            : `${run.outcomes.length} of ${total || '...'} actions done`
          : 'A reset started in another window or on another device is still running.'}
      </p>
    </Card>
  );
}
