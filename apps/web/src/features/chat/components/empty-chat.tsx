import { QUICK_START_PROMPTS } from '@aurum/shared/chat/chat-texts';
import { Sparkles } from 'lucide-react';

/** The empty chat: what the concierge does and four quick-start prompts. */
export function EmptyChat({ onPick }: { onPick: (prompt: string) => void }) {
  return (
    <div className="flex flex-col items-center px-2 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gold-500/15 text-gold-300">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold text-zinc-50">How may I help?</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-400">
        Tell me what you need, where and when. I'll propose the request for you to confirm: nothing
        is booked until you do.
      </p>
      <ul className="mt-6 grid w-full gap-2 sm:grid-cols-2" aria-label="Quick start">
        {QUICK_START_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="h-full w-full rounded-xl border border-gold-500/25 bg-ink-800/70 px-4 py-3 text-left text-sm text-zinc-200 transition-colors hover:border-gold-300 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
