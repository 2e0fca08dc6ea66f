import { MEMBER_ROUTES, type MemberRoute } from '@aurum/shared/routes';
import {
  BookOpen,
  Gem,
  HeartHandshake,
  Heart,
  LayoutDashboard,
  RotateCcw,
  UserRoundCog,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { useHasScreen } from '../../../lib/screen-routes';

const AREAS: readonly { to: MemberRoute; icon: LucideIcon; blurb: string }[] = [
  { to: '/ai-journal', icon: BookOpen, blurb: 'Write, and see your mood' },
  { to: '/life-os', icon: LayoutDashboard, blurb: 'Goals, routines, home' },
  { to: '/personas', icon: UserRoundCog, blurb: 'Focus, wellness, power, rest' },
  { to: '/reset', icon: RotateCcw, blurb: 'Clear the next few hours' },
  { to: '/society', icon: Gem, blurb: 'Perks, events, gifts' },
  { to: '/relationship', icon: Heart, blurb: 'Plans and ideas for two' },
  { to: '/human-concierge', icon: HeartHandshake, blurb: 'A person on your side' },
];

function AreaTile({ to, icon: Icon, blurb }: (typeof AREAS)[number]) {
  const built = useHasScreen(to);
  return (
    <Link
      to={to}
      className="flex h-full items-start gap-3 rounded-2xl border border-gold-500/15 bg-ink-900/60 p-3.5 transition-colors hover:border-gold-500/50"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-zinc-100">{MEMBER_ROUTES[to]}</span>
        <span className="block text-xs text-zinc-400">{built ? blurb : 'Arrives soon'}</span>
      </span>
    </Link>
  );
}

/** The ways into the Life OS areas (spec 02's routes); an area not built yet says it arrives soon. */
export function LifeAreas() {
  return (
    <section aria-labelledby="life-areas-heading">
      <h2 id="life-areas-heading" className="font-display text-xl font-semibold text-gold-300">
        Your Life OS
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        {AREAS.map((area) => (
          <li key={area.to}>
            <AreaTile {...area} />
          </li>
        ))}
      </ul>
    </section>
  );
}
