import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * One fact of a description list (`<dl>`): an icon beside a small label over its value. The label
 * and value are the row's own children (dl > div > dt + dd), as screen readers expect (ADR 081).
 */
export function IconFact({
  icon: Icon,
  label,
  className,
  labelClassName,
  valueClassName,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3', className)}>
      <Icon aria-hidden="true" className="row-span-2 mt-0.5 size-4 shrink-0 text-gold-400" />
      <dt className={cn('text-xs text-zinc-400', labelClassName)}>{label}</dt>
      <dd className={cn('text-zinc-100', valueClassName)}>{children}</dd>
    </div>
  );
}
