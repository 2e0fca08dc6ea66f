import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface RequestFact {
  label: string;
  value: ReactNode;
}

/** Labelled details of a request (Preferred Date, Location...) as a description list. */
export function RequestFacts({ facts, className }: { facts: RequestFact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-zinc-400">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-zinc-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A longer text of a request (special requests, admin notes) under a small heading. */
export function RequestNote({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl border border-ink-600 bg-ink-900/50 p-3.5', className)}>
      <p className="text-xs font-medium tracking-wide text-zinc-400">{label}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-100">{children}</p>
    </div>
  );
}
