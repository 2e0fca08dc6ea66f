import type { RequestStatusUpdate } from '@aurum/shared/requests/request-rules';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '@aurum/shared/format/dates';

const DOT: Record<string, string> = {
  confirmed: 'bg-emerald-400',
  completed: 'bg-zinc-300',
  declined: 'bg-red-400',
  provider_declined: 'bg-red-400',
  cancelled: 'bg-zinc-500',
  provider_notified: 'bg-sky-400',
  in_progress: 'bg-sky-400',
  manual_review: 'bg-violet-400',
};

export interface StatusTimelineProps {
  /** Newest first, as the server sends them. */
  updates: readonly RequestStatusUpdate[];
  /** Show only the newest this many; all when left out. */
  limit?: number;
  heading?: string;
}

/** The request's status updates, newest at the top, each with its time in Johannesburg. */
export function StatusTimeline({
  updates,
  limit,
  heading = 'Status Timeline',
}: StatusTimelineProps) {
  const headingId = useId();
  const shown = limit === undefined ? updates : updates.slice(0, limit);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xs font-semibold tracking-wider text-gold-400 uppercase">
        {heading}
      </h3>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">No updates yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {shown.map((update, index) => (
            <li key={update.id} className="relative flex gap-3 pl-0.5">
              {index < shown.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-[-0.875rem] left-[0.4rem] w-px bg-gold-500/20"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative mt-1.5 size-2.5 shrink-0 rounded-full ring-4 ring-ink-800',
                  DOT[update.status] ?? 'bg-gold-400',
                )}
              />
              <div className="min-w-0">
                <p className="text-sm break-words text-zinc-200">{update.message}</p>
                <time dateTime={update.created_at} className="text-xs text-zinc-400">
                  {formatDateTime(update.created_at)}
                </time>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
