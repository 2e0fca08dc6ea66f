import { TOAST_DURATION_MS } from '@aurum/shared/auth/auth-rules';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '../../hooks/use-media-query';
import { markToasterReady } from '../../lib/toast';

/** Sonner's own phone layout (full-width toasts) starts below this width. */
const PHONE = '(max-width: 600px)';

/**
 * One toast at a time for 5 s (spec 01 section 9), in Aurum's dark and gold. On a laptop it sits
 * at the bottom right, beside the content; on a phone, at the top edge in a slim strip, where it
 * covers neither the middle of the screen nor the form's buttons and the bottom navigation.
 */
export function Toaster() {
  const phone = useMediaQuery(PHONE);
  // Runs after sonner's own effect has subscribed (a child's effects run first).
  useEffect(() => markToasterReady(), []);
  return (
    <Sonner
      theme="dark"
      position={phone ? 'top-center' : 'bottom-right'}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      mobileOffset={{
        top: 'calc(0.5rem + env(safe-area-inset-top))',
        left: '0.5rem',
        right: '0.5rem',
      }}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast:
            'bg-ink-800! border! border-gold-500/40! text-zinc-100! shadow-2xl! max-sm:py-2.5! max-sm:px-3!',
          title: 'font-semibold! text-gold-300!',
          description: 'text-zinc-200! wrap-break-word',
          error: 'border-red-400/60!',
          closeButton: 'bg-ink-700! text-zinc-200! border-ink-600!',
        },
      }}
    />
  );
}
