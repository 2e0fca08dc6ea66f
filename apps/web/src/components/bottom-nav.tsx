import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

export interface BottomNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The raised round button in the middle; its label is read out but not printed. */
  raised?: boolean;
}

/**
 * Bottom padding for a page under the bottom navigation, so the fixed bar (and the phone's home
 * indicator) never covers the last of its content.
 */
export const BOTTOM_NAV_CLEARANCE = 'pb-[calc(7rem+env(safe-area-inset-bottom))]';

const itemBase =
  'flex flex-col items-center justify-center gap-1 rounded-xl text-[0.7rem] font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

/**
 * The app's main navigation, fixed to the bottom of the screen above the safe area. The item of
 * the current page is marked with aria-current="page" (by NavLink).
 */
export function BottomNav({ items, label = 'Main' }: { items: BottomNavItem[]; label?: string }) {
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold-500/20 bg-ink-900/90 pb-[env(safe-area-inset-bottom)] shadow-[0_-12px_40px_-20px_rgba(0,0,0,0.9)] backdrop-blur-md"
    >
      <ul className="mx-auto grid h-16 max-w-xl auto-cols-fr grid-flow-col items-center px-2">
        {items.map(({ to, label: itemLabel, icon: Icon, raised }) => (
          <li key={to} className="flex h-full items-center justify-center">
            {raised ? (
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    '-mt-8 flex size-16 items-center justify-center rounded-full bg-linear-to-br from-gold-300 via-gold-500 to-gold-600 text-ink-950 ring-4 ring-ink-950 transition-transform hover:scale-105',
                    'shadow-[0_10px_30px_-8px_rgba(212,175,55,0.75)] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300',
                    isActive && 'ring-gold-300/40',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
                <span className="sr-only">{itemLabel}</span>
              </NavLink>
            ) : (
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  cn(
                    itemBase,
                    'h-full w-full',
                    isActive ? 'text-gold-300' : 'text-zinc-400 hover:text-zinc-100',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className="size-5"
                      strokeWidth={isActive ? 2.25 : 1.75}
                    />
                    <span>{itemLabel}</span>
                  </>
                )}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
