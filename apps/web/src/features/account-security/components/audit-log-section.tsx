import { formatDateTime } from '@aurum/shared/format/dates';
import { AUDIT_LOG_TEXTS as T } from '@aurum/shared/auth/sessions-texts';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAuditLog } from '../api/get-audit-log';

function LoadingRows() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{T.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-3 w-52 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The member's own audit log on /security (issue 26): sign-ins and failed attempts, password,
 * e-mail and factor changes, exports, newest first, a page at a time.
 */
export function AuditLogSection() {
  const log = useAuditLog();
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const total = log.data?.pages[0]?.total ?? 0;

  return (
    <Card aria-labelledby="audit-log-heading" role="region">
      <CardHeader>
        <CardTitle id="audit-log-heading">{T.heading}</CardTitle>
        <p className="text-sm text-zinc-300">{T.intro}</p>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <LoadingRows />
        ) : log.isError ? (
          <p className="text-sm text-red-300">{T.loadFailed}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-zinc-400">{T.empty}</p>
        ) : (
          <>
            <ol className="divide-y divide-gold-500/10">
              {items.map((item) => {
                const Icon = item.failed ? ShieldAlert : ShieldCheck;
                return (
                  <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0">
                    <span
                      className={cn(
                        'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border',
                        item.failed
                          ? 'border-red-400/40 bg-red-400/10 text-red-300'
                          : 'border-gold-500/30 bg-ink-900 text-gold-300',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <div className="min-w-0">
                      <p
                        className={cn(
                          'font-semibold',
                          item.failed ? 'text-red-200' : 'text-zinc-100',
                        )}
                      >
                        {item.label}
                      </p>
                      <p className="text-xs text-zinc-400">
                        {item.device} ·{' '}
                        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-xs text-zinc-400">{T.shown(items.length, total)}</p>
              {log.hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={log.isFetchingNextPage}
                  onClick={() => void log.fetchNextPage()}
                >
                  {log.isFetchingNextPage ? T.loadingMore : T.loadMore}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
