import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TOASTS } from '@aurum/shared/chat/chat-texts';
import { Mic, MicOff, SendHorizontal } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/cn';
import type { Composer } from '../hooks/use-composer';
import { characterNotice } from '../utils/character-limit';

/**
 * The message input (spec 02 sections 2 and 5): Enter sends, Shift+Enter adds a line; a voice
 * toggle; a counter of the 2000 characters with notices at 80% and 90%; sending is blocked while
 * a send runs or the text is blank.
 */
export function ChatComposer({
  composer,
  busy,
  onSend,
}: {
  composer: Composer;
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const { draft, setDraft, speech } = composer;
  const notice = characterNotice(draft.length);
  const blank = draft.trim() === '';

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || blank) return;
    if (speech.listening) speech.stop();
    if (await onSend(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const toggleVoice = () => {
    if (!speech.supported) {
      toast.error(CHAT_TOASTS.voiceUnavailable);
      return;
    }
    if (speech.listening) speech.stop();
    else speech.start();
  };

  return (
    <form onSubmit={send} className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={toggleVoice}
          aria-pressed={speech.listening}
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-gold-300',
            speech.listening
              ? 'border-red-400 bg-red-500/20 text-red-200'
              : 'border-gold-500/40 text-gold-300 hover:bg-gold-500/10',
          )}
        >
          {speech.listening ? (
            <MicOff aria-hidden="true" className="size-5" />
          ) : (
            <Mic aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{speech.listening ? 'Stop voice input' : 'Voice input'}</span>
        </button>
        <label className="sr-only" htmlFor="chat-message">
          Message
        </label>
        <textarea
          id="chat-message"
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Message your concierge…"
          aria-describedby="chat-counter"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-ink-600 bg-ink-900/90 px-4 py-2.5 text-base text-zinc-100 placeholder:text-zinc-500 focus-visible:border-gold-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400"
        />
        <button
          type="submit"
          disabled={busy || blank}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-500 text-ink-950 transition-colors hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="sr-only">Send message</span>
        </button>
      </div>
      <p
        id="chat-counter"
        className="flex justify-between px-14 text-xs text-zinc-500"
        aria-live="polite"
      >
        <span className={notice ? 'text-amber-200' : undefined}>{notice ?? ''}</span>
        <span>
          {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
        </span>
      </p>
    </form>
  );
}
