import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A dialog that closes because the next one opens (a confirmation, then "Confirm it is you")
 * leaves the focus where the next one put it, instead of sending it back to its trigger, which
 * would take the first keys the member types into the next dialog.
 */
const keepFocusInTheNextDialog = (event: Event) => {
  if (document.querySelector('[role="dialog"][data-state="open"]')) event.preventDefault();
};

/** The element that had the focus, unless that is nothing (the page itself). */
const focusedElement = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * Where the focus goes when neither the opener nor a trigger can take it back (the row the opener
 * belonged to was deleted): the screen's main landmark, so the next Tab continues in the screen's
 * content rather than at the top of the page.
 */
const focusMain = () => {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return false;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  return true;
};

/**
 * A dialog gives the focus back to what opened it (ADR 081). Radix returns it only to a
 * `DialogTrigger`; most of Aurum's dialogs are opened by a plain button that sets their `open`
 * (Add Event, a row's Delete, the bell), and without a trigger Radix left the focus on `<body>`,
 * so the next Tab started again at the top of the page. The opener is the element focused when
 * the dialog took the focus; when it has left the page (the row it belonged to was deleted), the
 * trigger, if any, takes the focus as before, and without one the screen's main landmark.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl border border-gold-500/30 bg-ink-800 p-6 text-zinc-100 shadow-2xl focus-visible:outline-none',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = focusedElement();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          keepFocusInTheNextDialog(event);
          const back = opener.current;
          opener.current = null;
          if (event.defaultPrevented) return;
          if (back?.isConnected) {
            event.preventDefault();
            back.focus();
          } else if (back && focusMain()) {
            event.preventDefault();
          }
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-display text-2xl font-semibold text-gold-300', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('mt-2 text-sm text-zinc-300', className)}
      {...props}
    />
  );
}
