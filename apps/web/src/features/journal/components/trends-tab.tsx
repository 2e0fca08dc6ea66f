import { JOURNAL_TEXTS } from '@aurum/shared/journal/journal-rules';
import { LineChart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useMoodTrends } from '../api/get-mood-trends';
import { ActivityEffects } from './activity-effects';
import { MoodAverages } from './mood-averages';
import { MoodCalendar } from './mood-calendar';
import { MoodLineChart } from './mood-line-chart';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';

/**
 * Trends: the 7- and 30-day averages, the 30-day chart, the mood calendar and the activities that
 * go with better days, all from GET /api/mood/trends; the spec's text before the first reading.
 */
export function TrendsTab({ onWrite }: { onWrite: () => void }) {
  const trends = useMoodTrends();
  if (trends.isError) {
    return (
      <TabLoadError
        message="Your mood trends could not be loaded. Check your connection."
        onRetry={() => void trends.refetch()}
      />
    );
  }
  if (!trends.data) return <TabSkeleton />;
  const { week, month, days, activities } = trends.data;
  if (month.readings === 0) {
    return (
      <TabEmpty
        icon={<LineChart aria-hidden="true" />}
        title={JOURNAL_TEXTS.trendsEmpty}
        action={<Button onClick={onWrite}>Write an entry</Button>}
      />
    );
  }
  return (
    <div className="space-y-5">
      <MoodAverages week={week} month={month} />
      <Card className="p-4 sm:p-6">
        <MoodLineChart days={days} />
      </Card>
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <Card className="p-4 sm:p-6">
          <MoodCalendar days={days} />
        </Card>
        <Card className="p-4 sm:p-6">
          <ActivityEffects activities={activities} />
        </Card>
      </div>
    </div>
  );
}
