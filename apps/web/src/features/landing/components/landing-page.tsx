import { AUTH_ROUTE, HOME_ROUTE } from '@aurum/shared/routes';
import { useState } from 'react';
import { BrandMark, brandLogoClass } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { hasSessionHint } from '../../../lib/session-hint';
import { isServedOverHttps } from '../../security/utils/read-connection';
import { RETURNING_MEMBER } from '../utils/landing-content';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingLink } from './landing-link';
import { SecurityDiagnosticsEntry } from './security-diagnostics-entry';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The public landing page (spec 01 sections 1 and 2). It runs with or without the app's router
 * (ADR 022): links go through LandingLink, and nothing here needs the router or the API.
 */
export function LandingPage() {
  // A signed-in member is offered the way back in instead of the trial. Read from the session
  // marker cookie: the landing page starts without the app and asks the API nothing (ADR 022).
  const [signedIn] = useState(hasSessionHint);
  return (
    <div className="min-h-dvh">
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 sm:px-8 sm:pt-5">
        <LandingLink
          to="/"
          className={cn(
            brandLogoClass,
            'text-lg tracking-[0.18em] sm:text-xl sm:tracking-[0.25em]',
          )}
        >
          <BrandMark />
        </LandingLink>
        <div className="ml-auto flex items-center gap-2">
          {!isServedOverHttps() && <SecurityDiagnosticsEntry />}
          <Button asChild variant="outline" size="sm">
            <LandingLink to={signedIn ? HOME_ROUTE : AUTH_ROUTE}>
              {signedIn ? 'Dashboard' : 'Sign In'}
            </LandingLink>
          </Button>
        </div>
      </header>
      <main>
        <HeroSection signedIn={signedIn} />
        <StatsSection />
        <FeaturesSection />
        <TestimonialsSection />
        <section aria-labelledby="cta-title" className="px-5 py-20 text-center sm:py-24">
          <h2
            id="cta-title"
            className="font-display text-3xl font-semibold text-zinc-50 sm:text-4xl"
          >
            Ready for effortless luxury?
          </h2>
          <p className="mx-auto mt-4 max-w-lg text-zinc-300">
            {signedIn
              ? RETURNING_MEMBER.closingText
              : 'Join today and let your concierge take care of the details.'}
          </p>
          <Button asChild size="lg" className="mt-8">
            {signedIn ? (
              <LandingLink to={HOME_ROUTE}>{RETURNING_MEMBER.goToDashboard}</LandingLink>
            ) : (
              <LandingLink to={AUTH_ROUTE}>Become a Member</LandingLink>
            )}
          </Button>
        </section>
      </main>
      <footer className="border-t border-gold-500/15 px-5 py-8 text-center text-sm text-zinc-400">
        <p>&copy; 2024 Aurum</p>
      </footer>
    </div>
  );
}
