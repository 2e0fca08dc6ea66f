import type { ChatMessage } from '@aurum/shared/chat/chat-contract';
import {
  CHAT_TOASTS,
  type ChatMessageStatus,
  googleSearchUrl,
} from '@aurum/shared/chat/chat-texts';
import { Copy, Search, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import { formatTime } from '@aurum/shared/format/dates';

const STATUS_TEXT: Record<ChatMessageStatus, string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  error: 'Not sent',
};

const iconButton =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-zinc-400 transition-colors hover:bg-white/5 hover:text-gold-300 focus-visible:outline-2 focus-visible:outline-gold-300';

export interface MessageBubbleProps {
  message: Pick<ChatMessage, 'id' | 'message' | 'is_from_user' | 'created_at'> &
    Partial<Pick<ChatMessage, 'has_google_fallback' | 'search_text' | 'language'>>;
  status?: ChatMessageStatus;
  readAloud?: { speaking: boolean; onSpeak: () => void; onStop: () => void };
  /** The proposal card or memory suggestion under an assistant message. */
  children?: ReactNode;
}

/**
 * One message: the member's on the right, the assistant's on the left with its actions. Its text
 * carries its language, so screen readers read isiZulu and Afrikaans as such.
 */
export function MessageBubble({ message, status, readAloud, children }: MessageBubbleProps) {
  const mine = message.is_from_user;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.message);
      toast.success('Copied');
    } catch {
      toast.error('Could not copy the message');
    }
  };
  const search = () => {
    toast(CHAT_TOASTS.openingGoogleTitle);
    window.open(googleSearchUrl(message.search_text ?? message.message), '_blank', 'noopener');
  };
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        lang={message.language}
        className={cn(
          'max-w-[88%] rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-gold-500 text-ink-950'
            : 'rounded-bl-md border border-gold-500/20 bg-ink-800/80 text-zinc-100',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Aurum said: '}</span>
        {message.message}
      </div>
      <div className="flex items-center gap-1 px-1">
        <time className="text-xs text-zinc-500" dateTime={message.created_at}>
          {formatTime(message.created_at)}
        </time>
        {status && (
          <span className={cn('text-xs', status === 'error' ? 'text-red-300' : 'text-zinc-400')}>
            · {STATUS_TEXT[status]}
          </span>
        )}
        <button type="button" className={iconButton} onClick={copy}>
          <Copy aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Copy message</span>
        </button>
        {readAloud && (
          <button
            type="button"
            className={iconButton}
            onClick={readAloud.speaking ? readAloud.onStop : readAloud.onSpeak}
            aria-pressed={readAloud.speaking}
          >
            {readAloud.speaking ? (
              <VolumeX aria-hidden="true" className="size-3.5" />
            ) : (
              <Volume2 aria-hidden="true" className="size-3.5" />
            )}
            <span className="sr-only">{readAloud.speaking ? 'Stop reading' : 'Read aloud'}</span>
          </button>
        )}
        {message.has_google_fallback && (
          <button type="button" className={iconButton} onClick={search}>
            <Search aria-hidden="true" className="size-3.5" /> Search on Google
          </button>
        )}
      </div>
      {children}
    </li>
  );
}
