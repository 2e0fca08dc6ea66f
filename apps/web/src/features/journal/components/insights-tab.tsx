import { plural } from '@aurum/shared/format/words';
import { Lightbulb, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useJournalInsights } from '../api/get-journal-insights';
import { formatAverage, moodFace } from '../utils/mood-display';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';

/**
 * Insights: what the member's own entries say (GET /api/journal/insights), not fixed tips: short
 * sentences, and the themes that keep coming up with how the member's mood went with them.
 */
export function InsightsTab({ onWrite }: { onWrite: () => void }) {
  const insights = useJournalInsights();
  if (insights.isError) {
    return (
      <TabLoadError
        message="Your insights could not be loaded. Check your connection."
        onRetry={() => void insights.refetch()}
      />
    );
  }
  if (!insights.data) return <TabSkeleton />;
  const { insights: sentences, themes } = insights.data;
  if (sentences.length === 0 && themes.length === 0) {
    return (
      <TabEmpty
        icon={<Lightbulb aria-hidden="true" />}
        title="Your insights grow with your entries"
        action={<Button onClick={onWrite}>Write an entry</Button>}
      >
        After a few entries, Aurum shows what keeps coming up and what lifts or lowers your mood.
      </TabEmpty>
    );
  }
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-gold-300">
          <Sparkles aria-hidden="true" className="size-5" />
          What your entries say
        </h3>
        {sentences.length === 0 ? (
          <p className="mt-3 text-sm text-zinc-400">A few more entries and this fills in.</p>
        ) : (
          <ul className="mt-4 space-y-3 text-sm text-zinc-200">
            {sentences.map((sentence) => (
              <li key={sentence} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-gold-400"
                />
                {sentence}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <h3 className="font-display text-lg font-semibold text-gold-300">Recurring themes</h3>
        {themes.length === 0 ? (
          <p className="mt-3 text-sm text-zinc-400">No theme has come up twice yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gold-500/10">
            {themes.map((theme) => (
              <li key={theme.theme} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-semibold text-zinc-100 first-letter:uppercase">
                    {theme.theme}
                  </p>
                  <p className="text-xs text-zinc-400">
                    In {plural(theme.entries, 'entry', 'entries')}
                  </p>
                </div>
                {theme.average_mood === null ? (
                  <span className="text-xs text-zinc-400">Mood not read</span>
                ) : (
                  <span className="text-sm text-zinc-200">
                    <span aria-hidden="true">{moodFace(theme.average_mood)} </span>
                    Mood {formatAverage(theme.average_mood)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
