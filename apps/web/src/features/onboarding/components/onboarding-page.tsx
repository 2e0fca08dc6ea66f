import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useOnboarding } from '../api/get-onboarding';
import { toFormValues } from '../utils/onboarding-form';
import { OnboardingWizard } from './onboarding-wizard';

/**
 * /onboarding: the four-step wizard, prefilled with the member's stored answers. If those cannot
 * be read, the wizard starts blank rather than keeping the member out.
 */
export function OnboardingPage() {
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const stored = useOnboarding(user?.id);
  const loading = Boolean(user) && stored.isPending;

  return (
    <div className="mx-auto flex min-h-dvh max-w-2xl flex-col px-4 py-5 sm:px-8 sm:py-6">
      <header className="flex items-center justify-between gap-3">
        <BrandLogo className="text-lg tracking-[0.18em] sm:text-xl" />
        <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </header>
      <main className="flex-1 py-8">
        <div className="mb-8 text-center">
          <h1 className="font-display text-3xl font-semibold text-gold-300 sm:text-4xl">
            Welcome to Aurum
          </h1>
          <p className="mt-3 text-base text-zinc-300 sm:text-lg">
            Let&apos;s set up your concierge profile
          </p>
        </div>
        {loading ? (
          <Card className="p-8 text-center">
            <p role="status" className="animate-gold-pulse text-gold-300">
              Loading your details...
            </p>
          </Card>
        ) : (
          <OnboardingWizard initialValues={toFormValues(stored.data)} />
        )}
      </main>
    </div>
  );
}
