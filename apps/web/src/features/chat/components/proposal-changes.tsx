import { useId } from 'react';
import type { ProposalChange } from '../utils/proposal-text';

/** What a change proposal changes, each field as "before -> after". */
export function ProposalChanges({ changes }: { changes: ProposalChange[] }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-3">
      <h4 id={headingId} className="text-xs tracking-wide text-zinc-400 uppercase">
        What changes
      </h4>
      <dl className="mt-1.5 space-y-1.5">
        {changes.map((change) => (
          <div
            key={change.field}
            className="flex flex-wrap items-baseline gap-x-3 rounded-lg bg-white/5 px-3 py-2 text-sm"
          >
            <dt className="w-24 shrink-0 text-xs tracking-wide text-zinc-400 uppercase">
              {change.label}
            </dt>
            <dd className="min-w-0 break-words text-zinc-100">
              {change.before !== null && (
                <>
                  <span className="text-zinc-400">{change.before}</span>
                  <span aria-hidden="true" className="px-1.5 text-gold-400">
                    →
                  </span>
                  <span className="sr-only"> to </span>
                </>
              )}
              <span className="font-medium text-gold-200">{change.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
