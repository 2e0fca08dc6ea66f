import { AUTH_ROUTE } from '@aurum/shared/routes';
import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth/hooks/use-auth';
import { ADMIN_SECTIONS, type AdminSection, SECTION_LOOKS } from '../utils/admin-sections';

/**
 * The console's navigation: a side bar on wide screens; on phones the section tabs wrap onto a
 * second row, so every section stays in sight (nothing hides off screen).
 */
export function AdminNav({ current, email }: { current: AdminSection; email: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    await navigate(AUTH_ROUTE, { replace: true });
  };
  return (
    <aside className="border-b border-gold-500/15 bg-ink-900/60 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r lg:border-b-0">
      <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6 lg:block lg:px-5 lg:pt-6">
        <div>
          <BrandLogo to="/admin" className="text-lg" />
          <p className="mt-1 text-xs font-semibold tracking-[0.2em] text-zinc-400 uppercase">
            Staff console
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void leave()} className="lg:hidden">
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
      <nav aria-label="Staff console" className="mt-3 px-3 pb-3 sm:px-5 lg:mt-8 lg:px-3 lg:pb-2">
        <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-1">
          {ADMIN_SECTIONS.map((section) => {
            const { label, icon: Icon } = SECTION_LOOKS[section];
            const active = section === current;
            return (
              <li key={section}>
                <Link
                  to={section === 'requests' ? '/admin' : `/admin?section=${section}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors lg:h-10 lg:gap-2.5',
                    active
                      ? 'bg-gold-500 text-ink-950'
                      : 'bg-white/5 text-zinc-300 hover:bg-white/10 hover:text-gold-300 lg:bg-transparent',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-auto hidden border-t border-gold-500/15 p-5 lg:block">
        <p className="truncate text-sm text-zinc-400" title={email}>
          {email}
        </p>
        <Button variant="ghost" size="sm" onClick={() => void leave()} className="mt-2 -ml-3">
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
    </aside>
  );
}
