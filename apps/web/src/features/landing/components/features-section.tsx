import { FEATURES } from '../utils/landing-content';

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="px-5 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <h2
          id="features-title"
          className="text-center font-display text-3xl font-semibold text-zinc-50 sm:text-4xl"
        >
          Everything, handled
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-center text-zinc-300">
          One membership for the people, places and moments that matter.
        </p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-2xl border border-gold-500/15 bg-ink-800/60 p-6 transition-colors hover:border-gold-500/40"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-gold-500/10 text-gold-400">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-display text-xl font-semibold text-gold-300">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
