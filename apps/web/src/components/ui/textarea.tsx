import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-24 w-full resize-y rounded-lg border border-ink-600 bg-ink-900/80 px-3 py-2.5 text-base text-zinc-100 placeholder:text-zinc-500',
        'transition-colors hover:border-zinc-500 focus-visible:border-gold-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400',
        'aria-[invalid=true]:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
