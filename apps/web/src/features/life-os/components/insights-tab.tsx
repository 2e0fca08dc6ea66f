import { Flag, Lightbulb, Repeat, Smile } from 'lucide-react';
import type { LifeInsight } from '@aurum/shared/life-os/weekly-report';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLifeReport } from '../api/get-life-report';

const AREA_ICONS: Record<LifeInsight['area'], typeof Flag> = {
  goals: Flag,
  routines: Repeat,
  mood: Smile,
};

/** Insights: what the member's own goals, routines and mood say this week (the report's). */
export function InsightsTab({ onOpen }: { onOpen: (tab: string) => void }) {
  const report = useLifeReport();
  if (report.isError) {
    return (
      <TabLoadError
        message="Your insights could not be loaded. Check your connection."
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (!report.data) return <TabSkeleton />;
  const { insights } = report.data;
  if (insights.length === 0) {
    return (
      <TabEmpty
        icon={<Lightbulb aria-hidden="true" />}
        title="Your insights grow with your week"
        action={<Button onClick={() => onOpen('goals')}>Set a goal</Button>}
      >
        Set a goal, keep a routine and check in on your mood: Aurum then shows what is working and
        what to try next.
      </TabEmpty>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {insights.map((insight) => {
        const Icon = AREA_ICONS[insight.area];
        return (
          <li key={insight.id} className="flex">
            <Card role="article" aria-label={insight.title} className="w-full space-y-2 p-5">
              <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300">
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {insight.title}
              </h3>
              <p className="text-sm text-zinc-200">{insight.text}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
