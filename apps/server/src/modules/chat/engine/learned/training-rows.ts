import { readFileSync } from 'node:fs';

/**
 * One labelled message as the learned readers see it (generated into training-rows.json from
 * test/concierge-sets by `npm run chat:training-rows -w @aurum/server`; a test keeps the two in
 * step): `s` the set it comes from (1 to 6), `t` the member's words, `o` 1 when a proposal was
 * open, `k` the kind understood, `a` the action on a request, `q` the question's topics, `y` the
 * service of a single new request ('dining' for a restaurant table).
 */
export interface TrainingRow {
  s: number;
  t: string;
  o?: 1;
  k: string;
  a?: string;
  q?: string[];
  y?: string;
}

let cached: TrainingRow[] | null = null;

/** The labelled rows the readers are trained on, read once. */
export function trainingRows(): TrainingRow[] {
  cached ??= JSON.parse(
    readFileSync(new URL('./training-rows.json', import.meta.url), 'utf8'),
  ) as TrainingRow[];
  return cached;
}
