import { CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft, Mic, Wifi, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { NotificationBell } from '../../notifications/components/notification-bell';

/**
 * The chat's sticky header: back link, title, online/offline notice, listening indicator and the
 * notification bell.
 */
export function ChatHeader({
  title,
  online,
  listening,
  children,
}: {
  title: string;
  online: boolean;
  listening: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-gold-500/20 bg-ink-950/90 backdrop-blur-md">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
        <Link
          to={HOME_ROUTE}
          className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Back to Dashboard</span>
        </Link>
        <h1 className="min-w-0 flex-1 truncate font-display text-xl font-semibold text-zinc-50 sm:text-2xl">
          {title}
        </h1>
        <div className="flex flex-wrap items-center justify-end gap-2" aria-live="polite">
          {listening && (
            <Badge tone="red">
              <Mic aria-hidden="true" /> Listening…
            </Badge>
          )}
          {online ? (
            <Badge tone="green">
              <Wifi aria-hidden="true" /> Online
            </Badge>
          ) : (
            <Badge tone="yellow">
              <WifiOff aria-hidden="true" /> {CHAT_TOASTS.offlineBanner}
            </Badge>
          )}
        </div>
        <NotificationBell />
      </div>
      {children}
    </header>
  );
}
