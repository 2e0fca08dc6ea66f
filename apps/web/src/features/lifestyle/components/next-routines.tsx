import { ChevronRight, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRoutines } from '../../life-os/api/get-routines';
import { nextRoutines } from '../../life-os/utils/routines';

/** How many of today's open routines the hub lists. */
export const NEXT_ROUTINES_SHOWN = 3;
const ROUTINES_TAB = '/life-os?tab=routines';

/** The hub's next routines: today's not yet done, by time, with the way to all of them. */
export function NextRoutines() {
  const routines = useRoutines();
  const next = nextRoutines(routines.data ?? [], NEXT_ROUTINES_SHOWN);
  let body;
  if (routines.isError) {
    body = <p className="text-sm text-zinc-400">Your routines could not be loaded just now.</p>;
  } else if (!routines.data) {
    body = <Skeleton className="h-12" />;
  } else if (next.length === 0) {
    const none = !routines.data.some((routine) => routine.is_active);
    body = (
      <div className="space-y-2">
        <p className="text-sm text-zinc-300">
          {none ? 'No routines yet.' : 'Every routine is done for today. Well kept.'}
        </p>
        {none && (
          <Link
            to={ROUTINES_TAB}
            className="inline-flex rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            Add your first routine
          </Link>
        )}
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-gold-500/10">
        {next.map((routine) => (
          <li key={routine.id} className="flex items-baseline gap-3 py-3 first:pt-0 last:pb-0">
            <span className="w-12 shrink-0 font-semibold text-gold-300">{routine.time}</span>
            <span className="min-w-0">
              <span className="block font-semibold break-words text-zinc-100">{routine.name}</span>
              {routine.next_action && (
                <span className="block text-sm text-zinc-400">{routine.next_action}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="next-routines-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2
            id="next-routines-heading"
            className="flex items-center gap-2 font-display text-xl font-semibold text-gold-300"
          >
            <Repeat aria-hidden="true" className="size-5" />
            Next routines
          </h2>
          <Link
            to={ROUTINES_TAB}
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-gold-400 hover:text-gold-300"
          >
            Routines
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div aria-busy={routines.isPending}>{body}</div>
      </section>
    </Card>
  );
}
