import { ChevronRight, ConciergeBell, Gem, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const SERVICES: { title: string; description: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Concierge Services',
    description: 'Verified chefs, chauffeurs, villas and yachts',
    to: '/marketplace',
    icon: ConciergeBell,
  },
  {
    title: 'Lifestyle Management',
    description: 'Bookings, errands and reminders handled for you',
    to: '/service-request',
    icon: Gem,
  },
];

/** "Add Premium Services": Concierge Services and Lifestyle Management. */
export function PremiumServices() {
  return (
    <section aria-labelledby="premium-services-heading">
      <h2
        id="premium-services-heading"
        className="font-display text-xl font-semibold text-gold-300"
      >
        Add Premium Services
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {SERVICES.map(({ title, description, to, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-gold-500/15 bg-ink-800/70 p-4 transition-colors hover:border-gold-500/50"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-500/10 text-gold-400">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-zinc-100">{title}</span>
                <span className="block text-sm text-zinc-400">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gold-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
