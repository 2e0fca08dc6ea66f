import {
  BookOpen,
  CalendarCheck,
  HeartPulse,
  LockKeyhole,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

const TILES: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Booking', to: '/service-request', icon: CalendarCheck },
  { label: 'Marketplace', to: '/marketplace', icon: Store },
  { label: 'Vault', to: '/vault', icon: LockKeyhole },
  { label: 'Wellness', to: '/life-os', icon: HeartPulse },
  { label: 'AI Journal', to: '/ai-journal', icon: BookOpen },
];

/** The "Explore" tiles of spec 01 section 2. */
export function ExploreTiles() {
  return (
    <section aria-labelledby="explore-heading">
      <h2 id="explore-heading" className="font-display text-xl font-semibold text-gold-300">
        Explore
      </h2>
      {/* Phones: three tiles, then two wider ones; from sm one row of five. */}
      <ul className="mt-3 grid grid-cols-6 gap-3 sm:grid-cols-5">
        {TILES.map(({ label, to, icon: Icon }, index) => (
          <li key={to} className={cn(index < 3 ? 'col-span-2' : 'col-span-3', 'sm:col-span-1')}>
            <Link
              to={to}
              className="flex h-full flex-col items-center gap-2 rounded-2xl border border-gold-500/15 bg-ink-800/70 px-2 py-4 text-center text-sm font-medium text-zinc-100 transition-colors hover:border-gold-500/50 hover:text-gold-300"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
