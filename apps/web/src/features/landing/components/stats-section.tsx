import { STATISTICS } from '../utils/landing-content';

export function StatsSection() {
  return (
    <section aria-label="Aurum in numbers" className="px-5">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-px overflow-hidden rounded-2xl border border-gold-500/20 bg-gold-500/20 sm:grid-cols-4">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse bg-ink-900 px-4 py-6 text-center">
            <dt className="mt-1 text-sm tracking-wide text-zinc-300 uppercase">{stat.label}</dt>
            <dd className="font-display text-3xl font-semibold text-gold-400 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
