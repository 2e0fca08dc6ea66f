import type { RequestStatusUpdate } from '@aurum/shared/requests/request-rules';
import { BellRing } from 'lucide-react';
import { formatDateTime } from '@aurum/shared/format/dates';

/** The newest status update of a request, in a box of its own. */
export function LatestUpdate({ update }: { update: RequestStatusUpdate | null }) {
  if (!update) return null;
  return (
    <div className="flex gap-3 rounded-xl border border-gold-500/25 bg-gold-500/5 p-3.5">
      <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-gold-400 uppercase">
          Latest Update
        </p>
        <p className="mt-1 text-sm break-words text-zinc-100">{update.message}</p>
        <time dateTime={update.created_at} className="mt-0.5 block text-xs text-zinc-400">
          {formatDateTime(update.created_at)}
        </time>
      </div>
    </div>
  );
}
