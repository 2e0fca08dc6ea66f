import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A text field. Its ring shows while the focus is in it (`focus-within:`, not `focus-visible:`):
 * a date or time field has a Tab stop of its own for its picker button, and while that button has
 * the focus Chromium marks the field neither `:focus` nor `:focus-visible`, so it showed no ring
 * (ADR 081). A field takes the focus to be typed in, so the ring shows on a click too, as before.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border border-ink-600 bg-ink-900/80 px-3 text-base text-zinc-100 placeholder:text-zinc-500',
        'transition-colors hover:border-zinc-500 focus-within:border-gold-400 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-gold-400',
        'aria-[invalid=true]:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
