import { MEMBER_ROUTES } from '@aurum/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLiveTopic } from '../../../lib/live-topics';
import { useProfile } from '../../../lib/member-profile';
import { societyKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';
import { SOCIETY_TABS } from '@aurum/shared/society/society-tabs';
import { societyTabOf, type SocietyTab } from '../utils/society-tabs';
import { BenefitsTab } from './benefits-tab';
import { EventsTab } from './events-tab';
import { GiftsTab } from './gifts-tab';
import { PerksTab } from './perks-tab';
import { SocietyTierBadge } from './society-tier-badge';

/** The spec's tabs in its order, each with its address value. */
const SOCIETY_TAB_LIST = SOCIETY_TABS.map((name) => ({
  name,
  value: name.toLowerCase() as SocietyTab,
}));

/**
 * /society (spec 02 section 2, issue 30): tabs Perks, Events, Gifts and Benefits with the member's
 * tier badge, the open tab in the address (`?tab=`). Seats and waitlists change live: another
 * member's RSVP or a freed seat refetches the events (ADR 046).
 */
export function SocietyPage() {
  const [params, setParams] = useSearchParams();
  const tab = societyTabOf(params);
  const open = (next: string) =>
    setParams(next === 'perks' ? {} : { tab: next }, { replace: true });
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: societyKeys.all });
  useLiveTopic('society_events', refresh);
  useLiveTopic('membership', refresh);

  const panels: Record<SocietyTab, ReactNode> = {
    perks: <PerksTab />,
    events: <EventsTab />,
    gifts: <GiftsTab />,
    benefits: <BenefitsTab />,
  };

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/society']}>
        Members-only perks, evenings and gifts, chosen for your membership tier.
      </AreaHeader>
      <div className="mt-3 min-h-7">
        {profile.data && <SocietyTierBadge tier={profile.data.membership_tier} />}
      </div>
      <main className="mt-4">
        <Tabs value={tab} onValueChange={open} className="min-w-0">
          <TabsList aria-label="Society sections" className="grid-cols-2 sm:grid-cols-4">
            {SOCIETY_TAB_LIST.map(({ name, value }) => (
              <TabsTrigger key={value} value={value}>
                {name}
              </TabsTrigger>
            ))}
          </TabsList>
          {SOCIETY_TAB_LIST.map(({ value }) => (
            <TabsContent key={value} value={value}>
              {panels[value]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
