import { formatDateTime } from '@aurum/shared/format/dates';
import { formatRelativeTime } from '@aurum/shared/format/relative-time';
import { CENTRE_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import type { NotificationView } from '@aurum/shared/notifications/notifications-contract';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useMarkNotificationRead } from '../api/notification-changes';
import { useNotificationPages } from '../api/notifications-reads';
import { notificationPath } from '../utils/notification-link';

function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: NotificationView;
  now: number;
  onOpen: (notification: NotificationView) => void;
}) {
  const unread = !notification.read_at;
  return (
    <Link
      to={notificationPath(notification.url)}
      onClick={() => onOpen(notification)}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
        unread
          ? 'border-gold-500/40 bg-gold-500/[0.07] hover:bg-gold-500/[0.12]'
          : 'border-ink-600/70 bg-ink-800/40 hover:border-gold-500/30 hover:bg-ink-800/70',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-gold-400 shadow-[0_0_10px_rgba(212,175,55,0.8)]' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span
            className={cn(
              'min-w-0 break-words',
              unread ? 'font-semibold text-zinc-50' : 'font-medium text-zinc-200',
            )}
          >
            {unread && <span className="sr-only">{CENTRE_TEXTS.unread}: </span>}
            {notification.title}
          </span>
          <time
            dateTime={notification.created_at}
            title={formatDateTime(notification.created_at)}
            className="shrink-0 text-xs text-zinc-400"
          >
            {formatRelativeTime(notification.created_at, now)}
          </time>
        </span>
        <span className="mt-0.5 block text-sm break-words text-zinc-300">
          {notification.urgent && (
            <span className="mr-1.5 font-semibold text-red-300">{CENTRE_TEXTS.urgent}:</span>
          )}
          {notification.body}
        </span>
      </span>
    </Link>
  );
}

/**
 * The member's notifications, newest first, a page at a time ("Show older"): each opens what it
 * is about and is marked read as it is tapped. `onOpen` runs after (the centre's panel closes).
 */
export function NotificationList({ onOpen }: { onOpen?: () => void }) {
  const pages = useNotificationPages();
  const markRead = useMarkNotificationRead();
  const open = (notification: NotificationView) => {
    if (!notification.read_at) markRead.mutate(notification.id);
    onOpen?.();
  };

  if (pages.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Loading notifications">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-16 rounded-xl" />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div role="alert" className="space-y-3 py-8 text-center">
        <p className="text-zinc-200">{CENTRE_TEXTS.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void pages.refetch()}>
          {CENTRE_TEXTS.retry}
        </Button>
      </div>
    );
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
          <BellOff aria-hidden="true" className="size-6" />
        </span>
        <p className="font-display text-xl font-semibold text-zinc-100">{CENTRE_TEXTS.empty}</p>
        <p className="max-w-sm text-sm text-zinc-400">{CENTRE_TEXTS.emptyDetail}</p>
      </div>
    );
  }
  // Times are told as of the list's last read (a render stays pure; a refetch brings them on).
  const now = pages.dataUpdatedAt;
  return (
    <div>
      <ul aria-label={CENTRE_TEXTS.title} className="space-y-2">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} now={now} onOpen={open} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? CENTRE_TEXTS.loadingMore : CENTRE_TEXTS.more}
          </Button>
        </div>
      )}
    </div>
  );
}
