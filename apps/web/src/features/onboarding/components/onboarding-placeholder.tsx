import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useSignOut } from '../../auth/hooks/use-sign-out';

/** /onboarding until the wizard arrives: a welcome and a way out. */
export function OnboardingPlaceholder() {
  const { signOut, signingOut } = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 sm:px-8">
      <header className="flex items-center justify-between gap-4">
        <BrandLogo />
      </header>
      <main className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-lg p-8 text-center sm:p-10">
          <h1 className="font-display text-3xl font-semibold text-gold-300 sm:text-4xl">
            Welcome to Aurum
          </h1>
          <p className="mt-4 text-lg text-zinc-200">Let&apos;s set up your concierge profile</p>
          <p className="mt-2 text-sm text-zinc-400">This area arrives in a coming release.</p>
          <Button
            variant="outline"
            className="mt-8"
            onClick={() => void signOut()}
            disabled={signingOut}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        </Card>
      </main>
    </div>
  );
}
