import type { ServiceRequestDetail } from '@aurum/shared/requests/request-rules';
import { describeResponsePromise } from '@aurum/shared/requests/response-promise';
import { AlarmClock, Hourglass } from 'lucide-react';
import { useNow } from '../hooks/use-now';

/**
 * Whom an open request waits on, with a live countdown to the plan's response promise
 * ("Provider asked to confirm by 14:35 · 1 h 12 min left"). Nothing once it is answered.
 */
export function ResponsePromiseNotice({ request }: { request: ServiceRequestDetail }) {
  const now = useNow();
  const promise = request.response_promise;
  if (!promise) return null;
  const Icon = promise.overdue ? AlarmClock : Hourglass;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
        promise.overdue
          ? 'border-amber-400/40 bg-amber-400/10 text-amber-100'
          : 'border-amber-300/20 bg-white/5 text-zinc-200'
      }`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
      <span>{describeResponsePromise(promise, now)}</span>
    </p>
  );
}
