import type { ActivityEffect } from '@aurum/shared/journal/journal-contract';
import { plural } from '@aurum/shared/format/words';
import { Badge } from '../../../components/ui/badge';
import { activityLabel, formatAverage, signedDifference } from '../utils/mood-display';

/**
 * Which activities go with better days: the mean mood of the readings tagged with each activity
 * against the readings without it, as the server worked it out, best first.
 */
export function ActivityEffects({ activities }: { activities: readonly ActivityEffect[] }) {
  const ranked = [...activities].sort((a, b) => b.difference - a.difference);
  return (
    <section aria-labelledby="activity-effects-heading" className="space-y-3">
      <h3
        id="activity-effects-heading"
        className="font-display text-lg font-semibold text-gold-300"
      >
        What goes with better days
      </h3>
      {ranked.length === 0 ? (
        <p className="text-sm text-zinc-400">
          Tag your check-ins with what you did, and your better days show what they have in common.
        </p>
      ) : (
        <ul className="divide-y divide-gold-500/10">
          {ranked.map((effect) => (
            <li key={effect.activity} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold text-zinc-100">{activityLabel(effect.activity)}</p>
                <p className="text-xs text-zinc-400">
                  Mood {formatAverage(effect.average_mood)} on average, from{' '}
                  {plural(effect.readings, 'reading')}
                </p>
              </div>
              <Badge
                tone={effect.difference > 0 ? 'green' : effect.difference < 0 ? 'red' : 'grey'}
                aria-label={`${signedDifference(effect.difference)} against readings without it`}
              >
                {signedDifference(effect.difference)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
