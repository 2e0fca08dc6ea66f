import { CENTRE_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useMarkAllNotificationsRead } from '../api/notification-changes';
import { useUnreadCount } from '../api/get-unread-count';

/** "Mark all read": there only while something is unread. */
export function MarkAllReadButton() {
  const unread = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  if (unread === 0) return null;
  const mark = () =>
    markAll.mutate(undefined, {
      onError: (error) => toast.error(CENTRE_TEXTS.markFailed, { description: error.message }),
    });
  return (
    <Button variant="ghost" size="sm" onClick={mark} disabled={markAll.isPending}>
      <CheckCheck aria-hidden="true" className="size-4" />
      {CENTRE_TEXTS.markAllRead}
    </Button>
  );
}
