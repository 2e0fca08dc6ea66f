import type { Clock } from 'lucide-react';

/** One fact of a proposal card: an icon, a small label and its value. */
export function ProposalFact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Clock;
  label: string;
  children: string;
}) {
  return (
    <div className="flex gap-2.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
      <div className="min-w-0">
        <dt className="text-xs tracking-wide text-zinc-400 uppercase">{label}</dt>
        <dd className="text-sm break-words whitespace-pre-wrap text-zinc-100">{children}</dd>
      </div>
    </div>
  );
}
