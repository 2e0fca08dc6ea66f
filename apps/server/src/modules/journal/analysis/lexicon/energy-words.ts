import type { WeightedWords } from './weighted-words';

/**
 * Aurum's energy words (ADR 060): positive for energy and vigour, negative for tiredness,
 * illness and lethargy. A general valence list has no energy dimension at all.
 */
export const ENERGY_WORDS: WeightedWords = [
  [4, 'energised, energized, full of energy, full of beans, buzzing, on fire, unstoppable'],
  [4, 'raring to go, firing on all cylinders, could run another, bursting with energy'],
  [3, 'energetic, invigorated, pumped, amped, stoked, thrilled, excited, alive, lively'],
  [3, 'motivated, productive, smashed, cleared my inbox, personal best, danced, dancing'],
  [3, 'vibe, what a vibe, celebrate, celebrated, adrenaline, on top of the world'],
  [2.5, 'refreshed, strong, fit, active, energy, inspired, keen, ready'],
  [1, 'run, ran, running, trail run, gym, workout, worked out, spin class, padel, cycle'],
  [1, 'cycled, cycling, hike, hiked, hiking, swim, swam, surf, surfing, kite surfing'],
  [1, 'training, trained, marathon, half marathon, ride, rode, awake'],
  [2, 'eyes open'],
  [1.5, 'slept well, well rested, good night, out of bed, get going'],
  [1, 'slept, sleep'],
  [1, 'walked, walk, stroll, excitement, exciting, fun'],
  [0.5, 'rested'],
  [-1, 'slow, quiet, couch, sofa, bit flat, long flight, recovering, jet lag'],
  [-1, 'nap, napped, napping, sad, down, lonely'],
  [
    -1.5,
    'overwhelmed, lazy, slept in, lie in, in bed, stay in bed, heavy, twisted my ankle, injured',
  ],
  [-1.5, 'flat, sore, headache, grey, gray, pointless, too much effort, nothing to show'],
  [-2, 'sleepy, drowsy, yawning, sluggish, lethargic, low energy, under the weather'],
  [-2, 'sick, ill, flu, fever, cold, unwell, jetlagged, jet lagged, hungover, hangover'],
  [-2, 'empty, heavy heart, miserable, depressed, hopeless, useless, stuck on the couch'],
  [-3, 'tired, fatigued, weary, worn out, worn down, run down, dragged myself, drag myself'],
  [-3, 'no energy, knocked me flat, could barely function, dead tired'],
  [-3, "can't sleep, cannot sleep, couldn't sleep, could not sleep, no sleep, didn't sleep"],
  [-3, 'insomnia, sleepless, awake all night, up all night, up four times, woke up shattered'],
  [-3.5, 'drained, depleted, running on fumes, running on empty, wiped out, knackered'],
  [2, 'jol'],
  [-4, 'babalas, exhausted, shattered, burnt out, burned out, dead on my feet, running on coffee'],
  [3, 'spring in my step, get up and go, vibey, kiff, kief, befok'],
  [2, 'wired, pep, good sleep, flat out'],
  [-1.5, 'bored, boring, long day, low, feeling low, moody'],
  [-2.5, 'slept badly, bad night, restless night, groggy, foggy, brain fog, crash, crashed'],
  [-3, "zombie, tired out, couldn't get up, could not get up"],
];
