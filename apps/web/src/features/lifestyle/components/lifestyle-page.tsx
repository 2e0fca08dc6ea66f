import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { AreaHeader } from '../../../components/area-header';
import { MoodAwareCard } from '../../journal/components/mood-aware-card';
import { QuickCheckIn } from '../../journal/components/quick-check-in';
import { ActivePersonaCard } from './active-persona-card';
import { LifeAreas } from './life-areas';
import { NextBookings } from './next-bookings';
import { NextRoutines } from './next-routines';
import { TodayMoodCard } from './today-mood-card';

/**
 * /lifestyle, the member's lifestyle hub (PRODUCT.md): today's mood in the spec's words, the quick
 * check-in, the active persona, the next routines and bookings, and the ways into the Life OS
 * areas.
 */
export function LifestylePage() {
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/lifestyle']}>
        Your day at a glance: how you feel, what is booked, and every part of your Life OS.
      </AreaHeader>
      <main className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8">
        <div className="flex flex-col gap-6">
          <TodayMoodCard />
          <ActivePersonaCard />
          <MoodAwareCard />
          <QuickCheckIn />
        </div>
        <div className="flex flex-col gap-6">
          <NextRoutines />
          <NextBookings />
          <LifeAreas />
        </div>
      </main>
    </div>
  );
}
