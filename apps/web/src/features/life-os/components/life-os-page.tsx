import { MEMBER_ROUTES } from '@aurum/shared/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LIFE_OS_TAB_LIST, lifeOsTabOf, type LifeOsTab } from '../utils/life-os-tabs';
import { GoalsTab } from './goals-tab';
import { InsightsTab } from './insights-tab';
import { OverviewTab } from './overview-tab';
import { RoutinesTab } from './routines-tab';
import { SmartHomeTab } from './smart-home-tab';

/**
 * /life-os, the Life OS dashboard (spec 02 section 2, issue 29): tabs Overview, Goals, Routines,
 * Smart Home and Insights, the open tab in the address (`?tab=`), all from the member's own data.
 */
export function LifeOsPage() {
  const [params, setParams] = useSearchParams();
  const tab = lifeOsTabOf(params);
  const open = (next: string) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  const panels: Record<LifeOsTab, ReactNode> = {
    overview: <OverviewTab onOpen={open} />,
    goals: <GoalsTab />,
    routines: <RoutinesTab />,
    'smart-home': <SmartHomeTab />,
    insights: <InsightsTab onOpen={open} />,
  };

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/life-os']}>
        Your week in one place: how you felt, the goals you are chasing, the routines that carry
        your days, and your home.
      </AreaHeader>
      <main className="mt-6">
        <Tabs value={tab} onValueChange={open} className="min-w-0">
          <TabsList aria-label="Life OS sections" className="grid-cols-3 sm:grid-cols-5">
            {LIFE_OS_TAB_LIST.map(({ name, value }) => (
              <TabsTrigger key={value} value={value}>
                {name}
              </TabsTrigger>
            ))}
          </TabsList>
          {LIFE_OS_TAB_LIST.map(({ value }) => (
            <TabsContent key={value} value={value}>
              {panels[value]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
