import { JOURNAL_TABS } from '@aurum/shared/journal/journal-rules';
import { MEMBER_ROUTES } from '@aurum/shared/routes';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AreaHeader } from '../../../components/area-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { JOURNAL_TAB_VALUES, type JournalTab, journalTabOf } from '../utils/journal-tabs';
import { EntriesTab } from './entries-tab';
import { InsightsTab } from './insights-tab';
import { MoodAwareCard } from './mood-aware-card';
import { QuickCheckIn } from './quick-check-in';
import { TrendsTab } from './trends-tab';
import { WriteTab } from './write-tab';

/**
 * /ai-journal, the AI Journal Companion (spec 02 section 2, issue 28): tabs Write, Entries,
 * Insights and Trends (the open tab is in the address, `?tab=`), with the quick mood check-in
 * beside them (above them on a phone).
 */
export function JournalPage() {
  const [params, setParams] = useSearchParams();
  const tab = journalTabOf(params);
  const open = (next: string) =>
    setParams(next === 'write' ? {} : { tab: next }, { replace: true });
  const toWrite = () => open('write');

  const panels: Record<JournalTab, ReactNode> = {
    write: <WriteTab />,
    entries: <EntriesTab onWrite={toWrite} />,
    insights: <InsightsTab onWrite={toWrite} />,
    trends: <TrendsTab onWrite={toWrite} />,
  };

  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 pt-5 pb-16 sm:px-8 sm:pt-6">
      <AreaHeader title={MEMBER_ROUTES['/ai-journal']}>
        Write as it comes. Aurum reads your mood, energy and stress, keeps every entry sealed, and
        shows you what lifts your days.
      </AreaHeader>
      <main className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start lg:gap-8">
        <aside aria-label="Check-in" className="flex flex-col gap-4 lg:order-2 lg:sticky lg:top-6">
          <MoodAwareCard />
          <QuickCheckIn />
          <Link
            to="/lifestyle"
            className="self-start text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
          >
            Today on your lifestyle hub
          </Link>
        </aside>
        <Tabs value={tab} onValueChange={open} className="min-w-0 lg:order-1">
          <TabsList aria-label="Journal sections" className="grid-cols-4">
            {JOURNAL_TABS.map((name, index) => (
              <TabsTrigger key={name} value={JOURNAL_TAB_VALUES[index]!}>
                {name}
              </TabsTrigger>
            ))}
          </TabsList>
          {JOURNAL_TAB_VALUES.map((value) => (
            <TabsContent key={value} value={value}>
              {panels[value]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
