import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top of a Life OS area's screen (the journal, the lifestyle hub, the areas to come): the
 * round Back to Dashboard link, the screen's title and a line of introduction.
 */
export function AreaHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header>
      <Link
        to={HOME_ROUTE}
        className="inline-flex size-10 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Back to Dashboard</span>
      </Link>
      <h1 className="mt-4 font-display text-3xl font-semibold text-zinc-50 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-sm text-zinc-300 sm:text-base">{children}</p>
    </header>
  );
}
