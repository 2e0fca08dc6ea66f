import { PROVIDER_PORTAL_MESSAGES } from '@aurum/shared/provider/provider-messages';
import { HOME_ROUTE, STAFF_ROUTE } from '@aurum/shared/routes';
import { Link } from 'react-router';
import { SignInRedirect } from '../../../components/sign-in-redirect';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../auth/hooks/use-auth';
import { ProviderPortalPage } from './provider-portal-page';
import { ProviderShell } from './provider-shell';

function ProvidersOnlyPage({ role }: { role: string }) {
  const staff = role === 'staff';
  return (
    <ProviderShell contact={false}>
      <Card className="p-6 text-center sm:p-10">
        <h1 className="font-display text-3xl font-semibold text-gold-300">
          {PROVIDER_PORTAL_MESSAGES.providersOnly}
        </h1>
        <p className="mt-3 text-zinc-300">
          This area is for Aurum&apos;s service providers. You are signed in with a{' '}
          {staff ? 'staff' : 'member'} account.
        </p>
        <Button asChild className="mt-6">
          <Link to={staff ? STAFF_ROUTE : HOME_ROUTE}>
            {staff ? 'Go to the staff console' : 'Back to Dashboard'}
          </Link>
        </Button>
      </Card>
    </ProviderShell>
  );
}

/** /provider: signed-in provider accounts only; others are told so, signed-out visitors sign in. */
export function ProviderPortalRoute() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <SignInRedirect />;
  if (user.role !== 'provider') return <ProvidersOnlyPage role={user.role} />;
  return <ProviderPortalPage />;
}
