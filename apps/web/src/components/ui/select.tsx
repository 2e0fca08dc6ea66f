import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native select in Aurum's look: keyboard and screen readers work as the platform does. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full cursor-pointer appearance-none rounded-lg border border-ink-600 bg-ink-900/80 py-0 pr-10 pl-3 text-base text-zinc-100',
          'transition-colors hover:border-zinc-500 focus-visible:border-gold-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400',
          'aria-[invalid=true]:border-red-400 [&>option]:bg-ink-900 [&>option]:text-zinc-100',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gold-400"
      />
    </div>
  );
}
