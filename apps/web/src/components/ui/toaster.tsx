import { TOAST_DURATION_MS } from '@aurum/shared/auth/auth-rules';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterReady } from '../../lib/toast';

/** One toast at a time for 5 s (spec 01 section 9), in Aurum's dark and gold. */
export function Toaster() {
  // Runs after sonner's own effect has subscribed (a child's effects run first).
  useEffect(() => markToasterReady(), []);
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      // On phones, toasts sit above the fixed bottom navigation instead of covering it.
      mobileOffset={{ bottom: 'calc(6rem + env(safe-area-inset-bottom))' }}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: 'bg-ink-800! border! border-gold-500/40! text-zinc-100! shadow-2xl!',
          title: 'font-semibold! text-gold-300!',
          description: 'text-zinc-200!',
          error: 'border-red-400/60!',
          closeButton: 'bg-ink-700! text-zinc-200! border-ink-600!',
        },
      }}
    />
  );
}
