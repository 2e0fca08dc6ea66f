import { MEMBERSHIP_TEXTS, offersTrial } from '@aurum/shared/membership/membership-texts';
import type { BillingCycle } from '@aurum/shared/membership/plans';
import { HOME_ROUTE } from '@aurum/shared/routes';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOTTOM_NAV_CLEARANCE, BottomNav } from '../../../components/bottom-nav';
import { DASHBOARD_NAV_ITEMS } from '../../../components/dashboard-nav-items';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useMembership } from '../api/get-membership';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return';
import { planButton } from '../utils/plan-button';
import { BillingCycleSwitch } from './billing-cycle-switch';
import { MembershipBadges, MembershipStandingNotice } from './membership-standing';
import { PaymentHistory } from './payment-history';
import { PlanCard } from './plan-card';

function PlansLoading() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-96 rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * /membership (spec 02 sections 2, 4, 6 and 9): where the member stands, the plans in rand with
 * the Monthly/Yearly switch, payment in a new tab (or free activation with premium access), the
 * way to the concierge, and the payment history. The trial offer shows only while the trial runs;
 * the page refetches when the member returns to it and on live membership events.
 */
export function MembershipPage() {
  const membership = useMembership();
  const { choose, busyTier } = useChoosePlan();
  useRefreshOnReturn();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const standing = membership.data?.membership;
  const premium = standing?.premium_access_granted ?? false;

  return (
    <>
      <div
        className={cn(
          'mx-auto min-h-dvh max-w-6xl px-5 pt-5 sm:px-8 sm:pt-6',
          BOTTOM_NAV_CLEARANCE,
        )}
      >
        <header className="flex items-start gap-3">
          <Link
            to={HOME_ROUTE}
            className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/30 text-gold-300 transition-colors hover:border-gold-300 hover:bg-gold-500/10"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">Back to Dashboard</span>
          </Link>
          <div className="min-w-0 space-y-2">
            <h1 className="font-display text-2xl font-semibold text-zinc-50 sm:text-3xl">
              {MEMBERSHIP_TEXTS.title}
            </h1>
            {standing && <MembershipBadges standing={standing} />}
          </div>
        </header>

        <main className="mt-8">
          <section className="text-center">
            <p className="font-display text-3xl font-semibold text-gold-300 sm:text-4xl">
              Choose your Aurum experience
            </p>
            {offersTrial(standing) && (
              <p className="mt-2 text-zinc-300">{MEMBERSHIP_TEXTS.trialOffer}</p>
            )}
          </section>

          <div className="mx-auto mt-6 max-w-2xl space-y-4">
            {standing && <MembershipStandingNotice standing={standing} />}
          </div>

          {standing && !premium && (
            <div className="mt-8 flex justify-center">
              <BillingCycleSwitch value={cycle} onChange={setCycle} />
            </div>
          )}

          <div className="mt-10">
            {membership.isPending ? (
              <PlansLoading />
            ) : membership.isError ? (
              <Card className="p-6 text-center text-zinc-300">
                The membership plans could not be loaded. Please try again.
              </Card>
            ) : (
              <div className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
                {membership.data.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    cycle={cycle}
                    free={premium}
                    button={planButton(plan, membership.data.membership)}
                    busy={busyTier === plan.tier}
                    onChoose={() => void choose(plan, cycle, premium)}
                  />
                ))}
              </div>
            )}
          </div>

          <Card className="mt-10 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-display text-xl font-semibold text-gold-300">
                Questions about membership?
              </h2>
              <p className="mt-1 text-sm text-zinc-300">
                Your concierge can compare the plans with you and help you choose.
              </p>
            </div>
            <Button asChild variant="outline">
              <Link to="/ai-assistant">
                <MessageCircle aria-hidden="true" className="size-4" />
                {MEMBERSHIP_TEXTS.chatWithConcierge}
              </Link>
            </Button>
          </Card>

          <PaymentHistory />
        </main>
      </div>
      <BottomNav items={DASHBOARD_NAV_ITEMS} />
    </>
  );
}
