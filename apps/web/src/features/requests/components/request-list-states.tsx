import { ClipboardList, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** Card-shaped placeholders while the requests load. */
export function RequestListSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading requests...</span>
      <div className="grid gap-5 lg:grid-cols-2">
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} className="space-y-4 p-5" aria-hidden="true">
            <div className="flex items-center justify-between gap-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-2/3" />
            <div className="flex gap-3 pt-2">
              <Skeleton className="h-9 w-28" />
              <Skeleton className="h-9 w-28" />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** A load failure with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-red-400/10 text-red-300">
        <TriangleAlert aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold text-zinc-100">{message}</p>
      <p className="max-w-sm text-sm text-zinc-400">
        Check your connection and try again. Your requests are safe.
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} className="mt-1">
        Try again
      </Button>
    </Card>
  );
}

/** No requests to show: a title, a line of help and a way on. */
export function EmptyRequests({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <ClipboardList aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-1 font-display text-xl font-semibold text-zinc-50">{title}</p>
      {children && <p className="max-w-sm text-sm text-zinc-400">{children}</p>}
      <div className="mt-3">{action}</div>
    </Card>
  );
}
