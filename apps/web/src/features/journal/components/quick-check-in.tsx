import type { MoodActivity } from '@aurum/shared/journal/journal-contract';
import {
  MAX_CHECK_IN_ACTIVITIES,
  MOOD_ACTIVITIES,
  MOOD_EMOJI,
  moodStep,
  SCORE_MAX,
  SCORE_MIN,
} from '@aurum/shared/journal/journal-rules';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useSaveMoodCheckIn } from '../api/save-mood-check-in';
import { activityLabel, CHECK_IN_FACES } from '../utils/mood-display';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

const choice =
  'cursor-pointer rounded-lg border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:cursor-not-allowed disabled:opacity-50';
const chosen = 'border-gold-400 bg-gold-500 text-ink-950';
const open = 'border-ink-600 bg-ink-900/70 text-zinc-200 hover:border-gold-500/60';

/** "Mood 7/10 with exercise and family" (the toast and the line under the check-in). */
function checkInSummary(score: number, activities: readonly MoodActivity[]): string {
  const mood = `Mood ${score}/10`;
  if (activities.length === 0) return mood;
  const names: string[] = [...activities];
  const last = names.pop()!;
  return `${mood} with ${names.length ? `${names.join(', ')} and ${last}` : last}`;
}

/**
 * The quick mood check-in (issue 28): a score and activity tags in two taps: tap a score from 1 to
 * 10 or a face, tap what went with it (optional), Save. Stored as a mood row (POST
 * /api/mood/check-ins); the trends, the hub and the dashboard follow.
 */
export function QuickCheckIn({ className }: { className?: string }) {
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [activities, setActivities] = useState<MoodActivity[]>([]);
  const [lastSaved, setLastSaved] = useState('');
  const save = useSaveMoodCheckIn();
  const full = activities.length >= MAX_CHECK_IN_ACTIVITIES;

  const toggle = (activity: MoodActivity) =>
    setActivities((current) =>
      current.includes(activity) ? current.filter((a) => a !== activity) : [...current, activity],
    );

  const submit = () => {
    if (score === null) return;
    save.mutate(
      { mood: score, activities },
      {
        onSuccess: () => {
          const summary = checkInSummary(score, activities);
          toast.success('Check-in Saved', { description: summary });
          setLastSaved(summary);
          setScore(null);
          setActivities([]);
        },
        onError: (error) => showSubmitFailure(error, { toast: 'Check-in Not Saved' }),
      },
    );
  };

  return (
    <Card className={cn('p-5', className)}>
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-gold-300">
            Quick check-in
          </h2>
          <p className="mt-1 text-sm text-zinc-300">How are you feeling right now?</p>
        </div>
        <div role="group" aria-label="Mood faces" className="grid grid-cols-4 gap-2">
          {CHECK_IN_FACES.map((face) => {
            const pressed = score !== null && moodStep(score) === face.step;
            return (
              <button
                key={face.step}
                type="button"
                aria-pressed={pressed}
                aria-label={`${face.label}, ${face.score} out of 10`}
                onClick={() => setScore(face.score)}
                className={cn(
                  choice,
                  'flex flex-col items-center gap-0.5 py-2',
                  pressed ? chosen : open,
                )}
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  {MOOD_EMOJI[face.step]}
                </span>
                <span aria-hidden="true" className="text-xs">
                  {face.label}
                </span>
              </button>
            );
          })}
        </div>
        <div
          role="group"
          aria-label="Mood score out of 10"
          className="grid grid-cols-5 gap-2 sm:grid-cols-10 lg:grid-cols-5"
        >
          {SCORES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={score === value}
              aria-label={`Mood ${value} out of 10`}
              onClick={() => setScore(value)}
              className={cn(choice, 'h-10 text-sm', score === value ? chosen : open)}
            >
              {value}
            </button>
          ))}
        </div>
        {score !== null && (
          <>
            <div>
              <p id={`${id}-tags`} className="text-sm font-medium text-zinc-200">
                What went with it?{' '}
                <span className="font-normal text-zinc-400">
                  (up to {MAX_CHECK_IN_ACTIVITIES}, optional)
                </span>
              </p>
              <div
                role="group"
                aria-labelledby={`${id}-tags`}
                className="mt-2 flex flex-wrap gap-2"
              >
                {MOOD_ACTIVITIES.map((activity) => {
                  const on = activities.includes(activity);
                  return (
                    <button
                      key={activity}
                      type="button"
                      aria-pressed={on}
                      disabled={!on && full}
                      onClick={() => toggle(activity)}
                      className={cn(choice, 'rounded-full px-3 py-1.5 text-xs', on ? chosen : open)}
                    >
                      {on && <Check aria-hidden="true" className="mr-1 inline size-3" />}
                      {activityLabel(activity)}
                    </button>
                  );
                })}
              </div>
            </div>
            <Button className="w-full" disabled={save.isPending} onClick={submit}>
              {save.isPending ? 'Saving...' : 'Save Check-in'}
            </Button>
          </>
        )}
        <p role="status" className={lastSaved ? 'text-sm text-zinc-300' : 'sr-only'}>
          {lastSaved && `Saved: ${lastSaved}.`}
        </p>
      </section>
    </Card>
  );
}
