import type { ResetActionOutcome } from '@aurum/shared/life-os/reset';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { OUTCOME_DISPLAY } from '../utils/reset-display';
import { resetActionOf } from '../utils/run-reset';

/** What one action did, in the product's words, with a link to it where there is one. */
export function OutcomeLine({ outcome }: { outcome: ResetActionOutcome }) {
  const display = OUTCOME_DISPLAY[outcome.outcome];
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3">
      <span className="flex items-center gap-2 sm:w-56 sm:shrink-0">
        <span className="text-sm font-medium text-zinc-100">
          {resetActionOf(outcome.action).name}
        </span>
        <Badge tone={display.tone}>{display.label}</Badge>
      </span>
      <span className="min-w-0 text-sm text-zinc-400">
        {outcome.message}
        {outcome.link && (
          <>
            {' '}
            <Link
              to={outcome.link}
              className="font-medium text-gold-300 underline-offset-4 hover:underline"
            >
              View
            </Link>
          </>
        )}
      </span>
    </li>
  );
}
