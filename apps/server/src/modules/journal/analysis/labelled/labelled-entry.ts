import type { ScoreBand } from '@aurum/shared/journal/journal-rules';

/**
 * One journal entry written for measuring the analysis, labelled by a person with the band
 * (scoreBand: low <= 4, mid 5-6, high >= 7) of mood, energy and stress it conveys.
 *
 * How the labels were given (the same rule for the dev and the held-out tables, ADR 060):
 * - mood: low when the entry is clearly unhappy overall, high when clearly happy, mid when it is
 *   ordinary, flat, mildly mixed or says little about feelings.
 * - energy: low when it speaks of tiredness, exhaustion, illness, lethargy or a heavy sadness that
 *   keeps the member in bed; high when it speaks of energy, vigour, excitement or a lively day;
 *   mid otherwise.
 * - stress: high when it speaks of pressure, worry, anxiety, overload, anger or conflict; low when
 *   it speaks of calm, rest, ease, or a clearly happy day with nothing weighing on the member; mid
 *   otherwise.
 */
export interface LabelledEntry {
  text: string;
  mood: ScoreBand;
  energy: ScoreBand;
  stress: ScoreBand;
}

const BANDS: readonly ScoreBand[] = ['low', 'mid', 'high'];

function band(word: string | undefined, row: string): ScoreBand {
  const found = BANDS.find((candidate) => candidate === word);
  if (!found) throw new Error(`Not a band in labelled row: ${row}`);
  return found;
}

/** Rows read 'mood energy stress | text', e.g. 'low mid high | Deadlines everywhere.' */
export function labelled(rows: readonly string[]): LabelledEntry[] {
  return rows.map((row) => {
    const bar = row.indexOf(' | ');
    if (bar < 0) throw new Error(`No ' | ' in labelled row: ${row}`);
    const [mood, energy, stress] = row.slice(0, bar).split(' ');
    return {
      mood: band(mood, row),
      energy: band(energy, row),
      stress: band(stress, row),
      text: row.slice(bar + 3),
    };
  });
}
