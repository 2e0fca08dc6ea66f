import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SignInRedirect } from '../../../components/sign-in-redirect';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useAuth } from '../../auth/hooks/use-auth';
import { SECTION_LOOKS, sectionOf } from '../utils/admin-sections';
import { AdminNav } from './admin-nav';
import { MembersSection } from './members-section';
import { ProvidersSection } from './providers-section';
import { RequestsSection } from './requests-section';
import { StaffOnlyPage } from './staff-only-page';
import { StaffTwoFactorGate } from './staff-two-factor-gate';

/**
 * The sections staff open less often load when opened (the console's 150 kB first-load budget):
 * the requests queue, providers and members come with the console.
 */
const ConciergeSection = lazy(async () => ({
  default: (await import('./concierge-section')).ConciergeSection,
}));
const SocietySection = lazy(async () => ({
  default: (await import('./society-section')).SocietySection,
}));
const CategoriesSection = lazy(async () => ({
  default: (await import('./categories-section')).CategoriesSection,
}));
const MembershipSection = lazy(async () => ({
  default: (await import('./membership-section')).MembershipSection,
}));
const MarketplaceSection = lazy(async () => ({
  default: (await import('./marketplace-section')).MarketplaceSection,
}));
const CallBacksSection = lazy(async () => ({
  default: (await import('./call-backs-section')).CallBacksSection,
}));
const OutboxSection = lazy(async () => ({
  default: (await import('./outbox-section')).OutboxSection,
}));

/**
 * /admin: the staff console. Signed-out visitors go to /auth; members and providers see that
 * the area is for staff (the server refuses them too); staff without a second factor set one up
 * first (ADR 052).
 */
export function AdminPage() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <SignInRedirect />;
  if (user.role !== 'staff') return <StaffOnlyPage role={user.role} email={user.email} />;
  return (
    <StaffTwoFactorGate>
      <AdminConsole email={user.email} />
    </StaffTwoFactorGate>
  );
}

function AdminConsole({ email }: { email: string }) {
  const [params] = useSearchParams();
  const section = sectionOf(params);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <AdminNav current={section} email={email} />
      <main className="min-w-0 px-4 pt-5 pb-12 sm:px-6 lg:px-8 lg:pt-8">
        <h1 className="font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
          {SECTION_LOOKS[section].label}
        </h1>
        <div className="mt-5">
          {section === 'requests' && <RequestsSection />}
          {section === 'providers' && <ProvidersSection />}
          {section === 'members' && <MembersSection />}
          <Suspense fallback={<LoadingScreen />}>
            {section === 'concierge' && <ConciergeSection />}
            {section === 'categories' && <CategoriesSection />}
            {section === 'membership' && <MembershipSection />}
            {section === 'society' && <SocietySection />}
            {section === 'call-backs' && <CallBacksSection />}
            {section === 'outbox' && <OutboxSection />}
            {section === 'marketplace' && <MarketplaceSection />}
          </Suspense>
        </div>
      </main>
    </div>
  );
}
