import { ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

/** The large "Need anything? Ask me!" card, leading to the AI concierge (/ai-basic). */
export function AskConciergeCard() {
  const id = useId();
  return (
    <Link
      to="/ai-basic"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="group relative block overflow-hidden rounded-3xl border border-gold-500/40 bg-linear-to-br from-gold-500/20 via-ink-800 to-ink-900 p-6 shadow-[0_24px_60px_-30px_rgba(212,175,55,0.55)] transition-colors hover:border-gold-300/70 sm:p-8"
    >
      <span
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-gold-500/15 blur-3xl"
      />
      <span className="relative flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gold-500 text-ink-950 shadow-[0_8px_24px_-8px_rgba(212,175,55,0.8)]">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span
            id={`${id}-title`}
            className="block font-display text-2xl font-semibold text-zinc-50 sm:text-3xl"
          >
            Need anything? Ask me!
          </span>
          <span id={`${id}-text`} className="mt-2 block text-sm text-zinc-300 sm:text-base">
            A driver at dawn, a table tonight, a villa for the weekend: say it in one message.
          </span>
          <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 group-hover:text-gold-200">
            Start a conversation
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </span>
      </span>
    </Link>
  );
}
