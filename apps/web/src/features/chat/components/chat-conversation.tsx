import { useEffect, useRef } from 'react';
import type { Composer } from '../hooks/use-composer';
import { useChat } from '../hooks/use-chat';
import { useReadAloud } from '../hooks/use-read-aloud';
import { ChatAlertBanner } from './chat-alert-banner';
import { ChatComposer } from './chat-composer';
import { EmptyChat } from './empty-chat';
import { MessageBubble } from './message-bubble';
import { ReplyExtras } from './reply-extras';

/**
 * The conversation: the stored history (reloaded on return), the message on its way, the reply as
 * it is written ('Thinking...' until then), under each reply its choices, proposals and offers,
 * alerts, and the composer. With `autoRead` (voice mode)
 * each new reply is read aloud.
 */
export function ChatConversation({
  chat,
  composer,
  autoRead = false,
}: {
  chat: ReturnType<typeof useChat>;
  composer: Composer;
  autoRead?: boolean;
}) {
  const { messages, pending, statuses, streamingText, busy } = chat;
  const voice = useReadAloud();
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const lastReplyRef = useRef<string | undefined>(lastId);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, pending, streamingText]);

  useEffect(() => {
    const last = messages.at(-1);
    if (!last || last.id === lastReplyRef.current) return;
    lastReplyRef.current = last.id;
    if (autoRead && !last.is_from_user && voice.supported) voice.speak(last.id, last.message);
  }, [autoRead, messages, voice]);

  const empty = !chat.loading && messages.length === 0 && !pending;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-4 sm:px-6">
        {chat.loadFailed && (
          <p role="alert" className="mb-3 text-sm text-red-300">
            Your conversation could not be loaded. Please try again.
          </p>
        )}
        {empty ? (
          <EmptyChat onPick={(prompt) => composer.setDraft(prompt)} />
        ) : (
          <ol className="flex flex-col gap-4" aria-label="Conversation">
            {messages.map((message, index) => (
              <MessageBubble
                key={message.id}
                message={message}
                status={statuses[message.id]}
                readAloud={
                  !message.is_from_user && voice.supported
                    ? {
                        speaking: voice.speakingId === message.id,
                        onSpeak: () => voice.speak(message.id, message.message),
                        onStop: voice.stop,
                      }
                    : undefined
                }
              >
                {!message.is_from_user && (
                  <ReplyExtras
                    message={message}
                    question={messages[index - 1]?.is_from_user ? messages[index - 1]!.message : ''}
                    busy={busy}
                    onChoose={(choice) => void chat.send(choice.message, choice.request_id)}
                  />
                )}
              </MessageBubble>
            ))}
            {pending && (
              <MessageBubble
                message={{ ...pending, is_from_user: true, created_at: new Date().toISOString() }}
                status={statuses[pending.id]}
              />
            )}
            {busy && !pending && streamingText !== null && (
              <li className="max-w-[88%] rounded-2xl rounded-bl-md border border-gold-500/20 bg-ink-800/80 px-4 py-3 text-[0.95rem] whitespace-pre-wrap text-zinc-100 sm:max-w-[75%]">
                {streamingText}
              </li>
            )}
          </ol>
        )}
        {busy && streamingText === null && (
          <p role="status" className="mt-4 text-sm text-zinc-400 italic">
            Thinking...
          </p>
        )}
        <div ref={endRef} className="scroll-mb-36" />
      </div>
      <div className="sticky bottom-0 z-10 border-t border-gold-500/20 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md">
        <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 py-3 sm:px-6">
          {chat.alert && <ChatAlertBanner alert={chat.alert} onDismiss={chat.dismissAlert} />}
          <ChatComposer composer={composer} busy={busy} onSend={chat.send} />
        </div>
      </div>
    </div>
  );
}
