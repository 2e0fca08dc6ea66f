import { CENTRE_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import { NOTIFICATIONS_ROUTE } from '@aurum/shared/routes';
import { Settings, X } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { NOTIFICATION_SETTINGS_PATH } from '../utils/notification-link';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

const footerLink =
  'inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

/**
 * The notification centre the bell opens: the whole screen on a phone, a panel under the bell on
 * wider screens. Loaded with the first open (notification-bell.tsx).
 */
export function NotificationCentrePanel({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        aria-describedby={undefined}
        className={
          'inset-0 top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col rounded-none p-0 ' +
          'sm:inset-auto sm:top-20 sm:right-6 sm:left-auto sm:h-auto sm:max-h-[min(40rem,calc(100dvh-7rem))] sm:w-[26rem] sm:rounded-2xl'
        }
      >
        <div className="flex items-center justify-between gap-2 border-b border-gold-500/15 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-3 sm:px-5 sm:pt-4">
          <DialogTitle className="text-xl sm:text-2xl">{CENTRE_TEXTS.title}</DialogTitle>
          <div className="flex items-center gap-1">
            <MarkAllReadButton />
            <DialogClose
              aria-label={CENTRE_TEXTS.close}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-zinc-300 hover:bg-white/5 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogClose>
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3 sm:px-4">
          <NotificationList onOpen={onClose} />
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-gold-500/15 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5">
          <Link to={NOTIFICATIONS_ROUTE} onClick={onClose} className={footerLink}>
            {CENTRE_TEXTS.seeAll}
          </Link>
          <Link to={NOTIFICATION_SETTINGS_PATH} onClick={onClose} className={footerLink}>
            <Settings aria-hidden="true" className="size-4" />
            {CENTRE_TEXTS.settingsLabel}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
