import { TRIAL_DAYS } from '@aurum/shared/auth/auth-rules';
import { AUTH_ROUTE, HOME_ROUTE } from '@aurum/shared/routes';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { RETURNING_MEMBER, TRIAL_PROMISES } from '../utils/landing-content';
import { LandingLink } from './landing-link';

/** The hero: the trial for a visitor, the way back to the dashboard for a signed-in member. */
export function HeroSection({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="px-5 pt-10 pb-16 text-center sm:pt-16 sm:pb-24"
    >
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-400 uppercase">
        Members-only concierge
      </p>
      <h1
        id="hero-title"
        className="mx-auto mt-5 max-w-3xl font-display text-4xl leading-tight font-semibold text-zinc-50 sm:text-6xl"
      >
        Your life, <span className="text-gold-400 italic">impeccably</span> arranged
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-zinc-300 sm:text-lg">
        Aurum is the AI concierge for South Africa&apos;s most discerning members. Chauffeurs,
        private chefs, villas, yachts and events, confirmed by verified providers and tracked in
        real time.
      </p>
      <div className="mt-9 flex flex-col items-center gap-4">
        <Button asChild size="lg" className="w-full max-w-xs sm:w-auto">
          {signedIn ? (
            <LandingLink to={HOME_ROUTE}>{RETURNING_MEMBER.goToDashboard}</LandingLink>
          ) : (
            <LandingLink to={AUTH_ROUTE}>Start Your {TRIAL_DAYS}-Day Free Trial</LandingLink>
          )}
        </Button>
        {!signedIn && (
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-zinc-300">
            {TRIAL_PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-gold-400" />
                {promise}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
