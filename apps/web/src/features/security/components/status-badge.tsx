import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type BadgeTone = 'good' | 'caution' | 'bad' | 'severe' | 'neutral';

const tones: Record<BadgeTone, string> = {
  good: 'border-emerald-400/40 bg-emerald-500/15 text-emerald-300',
  caution: 'border-amber-300/40 bg-amber-400/15 text-amber-200',
  bad: 'border-orange-400/40 bg-orange-500/15 text-orange-300',
  severe: 'border-red-400/50 bg-red-600/20 text-red-300',
  neutral: 'border-zinc-500/40 bg-zinc-500/10 text-zinc-300',
};

/** A small rounded status label. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
