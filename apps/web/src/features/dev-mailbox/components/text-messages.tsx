import { formatDateTime } from '@aurum/shared/format/dates';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import { useTextMessages } from '../api/get-text-messages';
import { LinkifiedText } from './linkified-text';

const CHANNEL_NAMES: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** The SMS and WhatsApp messages the dev outbox kept (no gateway configured, issue 32). */
export function TextMessages() {
  const messages = useTextMessages();
  if (messages.isPending) return <p className="text-zinc-300">Loading...</p>;
  if (messages.isError) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-400/50 bg-red-950/50 p-3 text-red-100"
      >
        Could not load the text messages: {messages.error.message}
      </p>
    );
  }
  if (messages.data.length === 0) return <p className="text-zinc-300">No text messages yet.</p>;
  return (
    <ul aria-label="Text messages" className="space-y-3">
      {messages.data.map((message) => {
        const Icon = message.channel === 'whatsapp' ? MessageCircle : MessageSquareText;
        return (
          <li key={message.id} className="rounded-xl border border-gold-500/20 bg-ink-800/70 p-4">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-300">
              <Icon aria-hidden="true" className="size-4 text-gold-400" />
              <span className="font-semibold text-zinc-50">
                {CHANNEL_NAMES[message.channel] ?? message.channel}
              </span>
              <span className="break-all">to {message.to}</span>
              <time dateTime={message.created_at} className="text-xs text-zinc-400">
                · {formatDateTime(message.created_at)}
              </time>
            </p>
            <p className="mt-2 text-sm whitespace-pre-wrap text-zinc-200">
              <LinkifiedText text={message.text} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
