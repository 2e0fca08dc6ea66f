import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';
import { Card } from './ui/card';

/** Stands in for a screen that a coming release builds; says so plainly. */
export function PlaceholderPage({
  title,
  backTo = HOME_ROUTE,
  backLabel = 'Back to Dashboard',
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header>
        <BrandLogo to={backTo} />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-lg p-8 text-center sm:p-10">
          <h1 className="font-display text-3xl font-semibold text-gold-300 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-zinc-300">This area arrives in a coming release.</p>
          <Link
            to={backTo}
            className="mt-8 inline-flex items-center gap-2 rounded-md font-semibold text-gold-400 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {backLabel}
          </Link>
        </Card>
      </main>
    </div>
  );
}
