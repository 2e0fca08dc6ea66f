import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { ConciergeMailLink } from './concierge-mail-link';

/** The frame of the provider pages: Aurum's mark, the page, and how to reach the concierge team. */
export function ProviderShell({
  actions,
  contact = true,
  children,
}: {
  actions?: ReactNode;
  /** The concierge address under the page (not for visitors who are no provider). */
  contact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4 py-5 sm:px-8 sm:py-6">
      <header className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <BrandLogo className="shrink-0" />
          <span className="shrink-0 rounded-full border border-gold-500/40 px-2 py-0.5 text-xs font-semibold tracking-wider text-gold-300 uppercase">
            Provider
          </span>
        </div>
        {actions}
      </header>
      <main className="mt-6 flex-1 sm:mt-8">{children}</main>
      {contact && (
        <footer className="mt-10 border-t border-white/10 pt-4 text-sm text-zinc-400">
          Questions about a request?{' '}
          <ConciergeMailLink>E-mail the Aurum concierge team</ConciergeMailLink>
        </footer>
      )}
    </div>
  );
}
