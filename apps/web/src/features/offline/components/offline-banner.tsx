import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../hooks/use-online-status';

const OFFLINE_MESSAGE =
  "You're offline. Some features may be unavailable until your connection returns.";

/** A slim notice across the top of every screen while the browser is offline. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 border-b border-amber-300/30 bg-ink-900/95 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-center text-sm text-amber-100 backdrop-blur"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
      <span>{OFFLINE_MESSAGE}</span>
    </div>
  );
}
