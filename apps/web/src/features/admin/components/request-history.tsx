import type { RequestAssignment } from '@aurum/shared/admin/requests-contract';
import type { RequestStatusUpdate } from '@aurum/shared/requests/request-rules';
import { formatDateTime } from '@aurum/shared/format/dates';
import { staffLabel } from '@aurum/shared/admin/staff-labels';
import { ResponseBadge } from './admin-badges';

/** Every provider asked, by whom, and how they answered. */
export function AssignmentList({ assignments }: { assignments: RequestAssignment[] }) {
  return (
    <div>
      <h3 className="font-semibold text-gold-300">Providers asked</h3>
      {assignments.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-400">No provider has been asked yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-600">
          {assignments.map((assignment) => (
            <li key={assignment.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-zinc-100">{assignment.provider_name}</span>
                <ResponseBadge response={assignment.response} />
              </div>
              <p className="mt-1 text-xs text-zinc-400">
                {staffLabel('assignedBy', assignment.assigned_by)} ·{' '}
                {formatDateTime(assignment.created_at)}
                {assignment.responded_at &&
                  ` · answered ${formatDateTime(assignment.responded_at)}`}
              </p>
              {assignment.response_message && (
                <p className="mt-1 text-sm text-zinc-300">“{assignment.response_message}”</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The whole timeline, newest first. */
export function RequestTimeline({ updates }: { updates: RequestStatusUpdate[] }) {
  return (
    <div>
      <h3 className="font-semibold text-gold-300">Timeline</h3>
      <ol className="mt-3 space-y-3 border-l border-gold-500/30 pl-4">
        {updates.map((update) => (
          <li key={update.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-400"
            />
            <p className="text-sm text-zinc-100">{update.message}</p>
            <p className="mt-0.5 text-xs text-zinc-500">
              {formatDateTime(update.created_at)} · {staffLabel('updatedBy', update.updated_by)} ·{' '}
              {staffLabel('timeline', update.status)}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
