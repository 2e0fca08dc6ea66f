import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A pulsing placeholder block shown where content is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-ink-600/80', className)}
      {...props}
    />
  );
}
