import { bellLabel, unreadBadge } from '@aurum/shared/notifications/unread-badge';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-unread-count';
import { useOpenedFromPush } from '../hooks/use-opened-from-push';

// The centre (its list, the dialog and the relative times) loads when the bell is first opened.
const NotificationCentrePanel = lazy(async () => ({
  default: (await import('./notification-centre-panel')).NotificationCentrePanel,
}));

/**
 * The bell itself (issue 32): the unread count on a gold badge (none at 0, "9+" above nine), kept
 * current by the 'notifications' live topic; it opens the notification centre, and marks read a
 * push notification the member tapped to come here.
 */
export function BellButton({ className }: { className?: string }) {
  const count = useUnreadCount();
  useOpenedFromPush();
  const [open, setOpen] = useState(false);
  const badge = unreadBadge(count);
  return (
    <>
      <button
        type="button"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-gold-300',
          className,
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-[0.6875rem] font-bold text-ink-950 ring-2 ring-ink-950"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationCentrePanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
