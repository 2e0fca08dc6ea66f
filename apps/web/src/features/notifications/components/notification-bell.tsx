import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { cn } from '../../../lib/cn';

let loaded = false;
const BellButton = lazy(async () => {
  const { BellButton: button } = await import('./bell-button');
  loaded = true;
  return { default: button };
});

/**
 * The bell on every member screen (issue 32, ADR 078). Its code and its unread count come once the
 * first screen has settled (as the toasts do, ADR 022): a first load stays as it was, and the
 * server's first screens render the bell's place only. Once loaded, every screen shows it at once.
 */
export function NotificationBell({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(loaded);
  useEffect(() => (wanted ? undefined : afterFirstScreen(() => setWanted(true))), [wanted]);
  // The place stays when the bell arrives (only added to, nothing the server sent is replaced).
  return (
    <span className={cn('inline-flex size-10 shrink-0', className)}>
      {wanted && (
        <Suspense fallback={null}>
          <BellButton />
        </Suspense>
      )}
    </span>
  );
}
