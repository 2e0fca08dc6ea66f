import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
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

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-2xl border border-gold-500/30 bg-ink-800 p-6 text-zinc-100 shadow-2xl focus-visible:outline-none',
          className,
        )}
        onCloseAutoFocus={(event) => {
          keepFocusInTheNextDialog(event);
          onCloseAutoFocus?.(event);
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
