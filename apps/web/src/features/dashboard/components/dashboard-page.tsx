import { BOTTOM_NAV_CLEARANCE, BottomNav } from '../../../components/bottom-nav';
import { cn } from '../../../lib/cn';
import { DASHBOARD_NAV_ITEMS } from '../../../components/dashboard-nav-items';
import { MoodAwareCard } from '../../journal/components/mood-aware-card';
import { AskConciergeCard } from './ask-concierge-card';
import { DashboardHeader } from './dashboard-header';
import { ExploreTiles } from './explore-tiles';
import { PremiumServices } from './premium-services';
import { RequestStatusCard } from './request-status-card';
import { UpgradeCard } from './upgrade-card';

/** /dashboard: the member's home (spec 01 section 2). */
export function DashboardPage() {
  return (
    <>
      <div
        className={cn(
          'mx-auto min-h-dvh max-w-6xl px-5 pt-5 sm:px-8 sm:pt-6',
          BOTTOM_NAV_CLEARANCE,
        )}
      >
        <DashboardHeader />
        {/*
          Phones: one column in the spec's order (the groups are display: contents and each card
          carries its place). Wide screens: the concierge and areas left, requests and plans right.
        */}
        <main className="mt-8 flex flex-col gap-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start lg:gap-10">
          <div className="contents lg:flex lg:flex-col lg:gap-8">
            <div className="order-1">
              <AskConciergeCard />
            </div>
            <div className="order-2">
              <ExploreTiles />
            </div>
            <div className="order-4">
              <PremiumServices />
            </div>
          </div>
          <div className="contents lg:sticky lg:top-6 lg:flex lg:flex-col lg:gap-6">
            {/* Only when the last three moods were low, and there is a person or a reset to offer. */}
            <MoodAwareCard className="order-2" />
            <div className="order-3">
              <RequestStatusCard />
            </div>
            <div className="order-5">
              <UpgradeCard />
            </div>
          </div>
        </main>
      </div>
      <BottomNav items={DASHBOARD_NAV_ITEMS} />
    </>
  );
}
