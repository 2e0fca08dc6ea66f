import { formatDateTime } from '@aurum/shared/format/dates';
import { plural } from '@aurum/shared/format/words';
import type { MoodReading, MoodTrends } from '@aurum/shared/journal/journal-contract';
import { formatScore, MOOD_EMOJI, moodStep, moodWord } from '@aurum/shared/journal/journal-rules';
import { Smile } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMoodTrends } from '../../journal/api/get-mood-trends';

/** "exercise and family" / "exercise, family and work". */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The latest reading in a line: "check-in of 24 Nov 2026, 14:05: mood 8/10 with exercise and family". */
function latestLine(reading: MoodReading): string {
  const kind = reading.detected_from === 'journal' ? 'journal entry' : 'check-in';
  const mood = `mood ${reading.mood_score}/10`;
  const activities = reading.activities.length ? ` with ${listed(reading.activities)}` : '';
  return `${kind} of ${formatDateTime(reading.created_at)}, ${mood}${activities}`;
}

function Today({ trends }: { trends: MoodTrends }) {
  const { today, latest, days } = trends;
  if (!today) {
    return (
      <>
        <p className="font-display text-2xl font-semibold text-zinc-100">No check-in yet today</p>
        <p className="mt-1 text-sm text-zinc-400">
          Two taps in the check-in tell Aurum how you are.
        </p>
        {latest && (
          <p className="mt-3 text-sm text-zinc-300">
            Last time you felt {moodWord(latest.mood_score)}: {latestLine(latest)}.
          </p>
        )}
      </>
    );
  }
  const readingsToday = days.at(-1)?.readings ?? 0;
  return (
    <>
      <p className="flex items-center gap-3">
        <span aria-hidden="true" className="text-4xl leading-none">
          {MOOD_EMOJI[moodStep(today.mood)]}
        </span>
        <span className="font-display text-2xl font-semibold text-gold-300 sm:text-3xl">
          You&apos;re feeling {today.word} today
        </span>
      </p>
      <p className="mt-2 text-sm text-zinc-300">
        Mood {formatScore(today.mood)}/10
        {readingsToday > 0 && ` from ${plural(readingsToday, 'reading')}`}
      </p>
      {latest && <p className="mt-1 text-sm text-zinc-400">Latest: {latestLine(latest)}</p>}
    </>
  );
}

/** The hub's "today": the member's mood today in the spec's words (7+ great, 4+ okay). */
export function TodayMoodCard() {
  const trends = useMoodTrends();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="today-mood-heading" aria-busy={trends.isPending}>
        <h2
          id="today-mood-heading"
          className="flex items-center gap-2 text-sm font-semibold tracking-wide text-zinc-400 uppercase"
        >
          <Smile aria-hidden="true" className="size-4" />
          Today&apos;s mood
        </h2>
        <div className="mt-3">
          {trends.isError ? (
            <p className="text-sm text-zinc-400">Your mood could not be loaded just now.</p>
          ) : trends.data ? (
            <Today trends={trends.data} />
          ) : (
            <Skeleton className="h-16" />
          )}
        </div>
      </section>
    </Card>
  );
}
