import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BOTTOM_NAV_CLEARANCE, BottomNav } from '../../../components/bottom-nav';
import { cn } from '../../../lib/cn';
import { DASHBOARD_NAV_ITEMS } from '../../../components/dashboard-nav-items';
import { NotificationBell } from '../../notifications/components/notification-bell';

export interface RequestsPageLayoutProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** A link or button at the right of the header. */
  action?: ReactNode;
  backTo?: string;
  backLabel?: string;
  /** max-w-* of the page. */
  width?: string;
  children: ReactNode;
}

/**
 * The frame of the request screens: back link, title, the action and the notification bell,
 * content and the main bottom navigation.
 */
export function RequestsPageLayout({
  title,
  intro,
  action,
  backTo = HOME_ROUTE,
  backLabel = 'Back to Dashboard',
  width = 'max-w-5xl',
  children,
}: RequestsPageLayoutProps) {
  return (
    <>
      <div
        className={cn('mx-auto min-h-dvh px-5 pt-5 sm:px-8 sm:pt-6', width, BOTTOM_NAV_CLEARANCE)}
      >
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            <Link
              to={backTo}
              className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              <span className="sr-only">{backLabel}</span>
            </Link>
            <div className="min-w-0">
              <h1 className="font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
                {title}
              </h1>
              {intro && <p className="mt-1 text-sm text-zinc-400">{intro}</p>}
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {action}
            <NotificationBell />
          </div>
        </header>
        <main className="mt-6">{children}</main>
      </div>
      <BottomNav items={DASHBOARD_NAV_ITEMS} />
    </>
  );
}
