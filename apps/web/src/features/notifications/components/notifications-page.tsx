import { CENTRE_TEXTS } from '@aurum/shared/notifications/notification-centre-texts';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { Button } from '../../../components/ui/button';
import { NOTIFICATION_SETTINGS_PATH } from '../utils/notification-link';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/** /notifications: the notification centre as a page (the bell's "See all", a push's fallback). */
export function NotificationsPage() {
  return (
    <div className="mx-auto min-h-dvh max-w-3xl px-4 py-5 sm:px-8 sm:py-8">
      <AreaHeader title={MEMBER_ROUTES['/notifications']}>{CENTRE_TEXTS.intro}</AreaHeader>
      <main className="mt-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={NOTIFICATION_SETTINGS_PATH}>
              <Settings aria-hidden="true" className="size-4" />
              {CENTRE_TEXTS.settingsLabel}
            </Link>
          </Button>
          <MarkAllReadButton />
        </div>
        <NotificationList />
      </main>
    </div>
  );
}
