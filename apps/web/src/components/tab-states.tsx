import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

/** A tab's content while it loads (the journal's and Life OS's tabs). */
export function TabSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-28" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** A tab whose data could not be read: says so, with Try Again. */
export function TabLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="space-y-4 p-6 text-center">
      <p className="text-zinc-200">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}

/** A tab with nothing to show yet, in words (never a bare 0), and the way to start. */
export function TabEmpty({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-500/10 text-gold-400 [&_svg]:size-6">
        {icon}
      </span>
      <p className="font-display text-xl font-semibold text-zinc-100">{title}</p>
      {children && <p className="max-w-sm text-sm text-zinc-400">{children}</p>}
      {action}
    </Card>
  );
}
