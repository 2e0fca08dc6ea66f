import { UNDERSTANDING_SETS } from './all-sets';
import { HELD_OUT_SETS } from './held-out/held-out-sets';
import { HELD_OUT_3_SETS } from './held-out-3/held-out-3-sets';
import { HELD_OUT_4_SETS } from './held-out-4/held-out-4-sets';
import { HELD_OUT_5_SETS } from './held-out-5/held-out-5-sets';
import { HELD_OUT_6_SETS } from './held-out-6/held-out-6-sets';
import { HELD_OUT_7_SETS } from './held-out-7/held-out-7-sets';
import { HELD_OUT_8_SETS } from './held-out-8/held-out-8-sets';
import { HELD_OUT_9_SETS } from './held-out-9/held-out-9-sets';
import { HELD_OUT_10_SETS } from './held-out-10/held-out-10-sets';
import { HELD_OUT_11_SETS } from './held-out-11/held-out-11-sets';
import { HELD_OUT_12_SETS } from './held-out-12/held-out-12-sets';
import { HELD_OUT_13_SETS } from './held-out-13/held-out-13-sets';
import { HELD_OUT_14_SETS } from './held-out-14/held-out-14-sets';
import { HELD_OUT_15_SETS } from './held-out-15/held-out-15-sets';
import { HELD_OUT_16_SETS } from './held-out-16/held-out-16-sets';
import { HELD_OUT_17_SETS } from './held-out-17/held-out-17-sets';
import { HELD_OUT_18_SETS } from './held-out-18/held-out-18-sets';
import { HELD_OUT_19_SETS } from './held-out-19/held-out-19-sets';
import { HELD_OUT_20_SETS } from './held-out-20/held-out-20-sets';
import { HELD_OUT_21_SETS } from './held-out-21/held-out-21-sets';
import { HELD_OUT_22_SETS } from './held-out-22/held-out-22-sets';
import { HELD_OUT_23_SETS } from './held-out-23/held-out-23-sets';
import { HELD_OUT_24_SETS } from './held-out-24/held-out-24-sets';
import { HELD_OUT_25_SETS } from './held-out-25/held-out-25-sets';
import { HELD_OUT_26_SETS } from './held-out-26/held-out-26-sets';
import { HELD_OUT_27_SETS } from './held-out-27/held-out-27-sets';
import { HELD_OUT_28_SETS } from './held-out-28/held-out-28-sets';
import type { LabelledSet } from './labels';

/**
 * Every labelled set, in the order written: the first sets (set 1), then held-out/ (set 2) and
 * held-out-3/ to held-out-28/. The held-out tests check a set against the sets before it
 * (`setsBefore`), the learned readers train on the sets already measured blind
 * (training-rows.ts), and measure-all.script.ts reads them all.
 */
export const LABELLED_SETS: readonly (readonly LabelledSet[])[] = [
  UNDERSTANDING_SETS,
  HELD_OUT_SETS,
  HELD_OUT_3_SETS,
  HELD_OUT_4_SETS,
  HELD_OUT_5_SETS,
  HELD_OUT_6_SETS,
  HELD_OUT_7_SETS,
  HELD_OUT_8_SETS,
  HELD_OUT_9_SETS,
  HELD_OUT_10_SETS,
  HELD_OUT_11_SETS,
  HELD_OUT_12_SETS,
  HELD_OUT_13_SETS,
  HELD_OUT_14_SETS,
  HELD_OUT_15_SETS,
  HELD_OUT_16_SETS,
  HELD_OUT_17_SETS,
  HELD_OUT_18_SETS,
  HELD_OUT_19_SETS,
  HELD_OUT_20_SETS,
  HELD_OUT_21_SETS,
  HELD_OUT_22_SETS,
  HELD_OUT_23_SETS,
  HELD_OUT_24_SETS,
  HELD_OUT_25_SETS,
  HELD_OUT_26_SETS,
  HELD_OUT_27_SETS,
  HELD_OUT_28_SETS,
];

/** The sets written before set `set` (1-based: `setsBefore(27)` is sets 1 to 26). */
export const setsBefore = (set: number) => LABELLED_SETS.slice(0, set - 1);
