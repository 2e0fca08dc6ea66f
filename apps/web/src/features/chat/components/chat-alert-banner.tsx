import { CHAT_ALERTS, type ChatAlertType } from '@aurum/shared/chat/chat-texts';
import { TriangleAlert, X } from 'lucide-react';

/** A refused or unsent message's alert (spec 02 sections 4 and 8), until dismissed. */
export function ChatAlertBanner({
  alert,
  onDismiss,
}: {
  alert: ChatAlertType;
  onDismiss: () => void;
}) {
  const { title, message } = CHAT_ALERTS[alert];
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-amber-300/40 bg-amber-300/10 px-4 py-3 text-sm"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-100">{title}</p>
        <p className="text-amber-50/90">{message}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-md p-1 text-amber-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss</span>
      </button>
    </div>
  );
}
