import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Badge colours readable on Aurum's dark surfaces (text contrast at least 4.5:1). */
const tones = {
  green: 'border-emerald-400/40 bg-emerald-400/10 text-emerald-300',
  red: 'border-red-400/40 bg-red-400/10 text-red-300',
  yellow: 'border-amber-300/40 bg-amber-300/10 text-amber-200',
  grey: 'border-zinc-300/40 bg-zinc-300/10 text-zinc-200',
  purple: 'border-violet-400/40 bg-violet-400/10 text-violet-300',
  blue: 'border-sky-400/40 bg-sky-400/10 text-sky-300',
  gold: 'border-gold-500/50 bg-gold-500/10 text-gold-300',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** A small rounded label, e.g. a status or a membership tier; put an icon first if it helps. */
export function Badge({ tone = 'gold', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        '[&_svg]:size-3.5 [&_svg]:shrink-0',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
