import { Home } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { logNotFound } from '../api/log-not-found';

/** Any unknown path (spec 01 section 2): says so, links home and logs the visit. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    logNotFound(pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-5 text-center">
      <h1 className="font-display text-7xl font-semibold text-gold-400 sm:text-8xl">404</h1>
      <p className="mt-4 text-xl text-zinc-200">Oops! Page not found</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <Home aria-hidden="true" className="size-4" />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
