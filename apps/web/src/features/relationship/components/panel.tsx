import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A titled card of the relationship screen (a region named by its heading), with an action. */
export function Panel({
  id,
  title,
  icon,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2
            id={id}
            className="flex items-center gap-2 font-display text-xl font-semibold text-gold-300 [&_svg]:size-5"
          >
            {icon}
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A small gold text button look, for the actions at a panel's top. */
export const panelActionClass =
  'inline-flex cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline';
