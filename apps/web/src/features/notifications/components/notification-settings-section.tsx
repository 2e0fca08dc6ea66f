import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { NOTIFICATION_SETTINGS_ID } from '../utils/notification-link';
import type { NotificationSettingsProps } from './notification-settings-card';

// The settings (their words and everything they use) load after the profile's first screen: the
// profile's first load stays within its 150 kB budget (ADR 022, ADR 078).
const NotificationSettingsCard = lazy(async () => ({
  default: (await import('./notification-settings-card')).NotificationSettingsCard,
}));

/**
 * The profile's Notifications card (#notifications, where the centre's "Notification settings"
 * leads): scrolled into view when the address names it.
 */
export function NotificationSettingsSection(props: NotificationSettingsProps) {
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${NOTIFICATION_SETTINGS_ID}`) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [hash]);
  return (
    <section id={NOTIFICATION_SETTINGS_ID} ref={section} className="scroll-mt-4">
      <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
        <NotificationSettingsCard {...props} />
      </Suspense>
    </section>
  );
}
