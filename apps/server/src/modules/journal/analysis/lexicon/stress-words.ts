import type { WeightedWords } from './weighted-words';

/**
 * Aurum's stress words (ADR 060): positive for pressure, worry, anxiety, overload and conflict,
 * negative for calm, rest and ease. "anxious and overwhelmed" is high stress, not a neutral.
 */
export const STRESS_WORDS: WeightedWords = [
  [4, 'panic, panicked, panicking, panic attack, overwhelmed, breaking point, meltdown'],
  [4, 'freaking out, falling apart, at my wits end, worried sick, cannot cope, not coping'],
  [3.5, 'stressed, stressed out, anxious, anxiety, terrified, dread, dreading, burnt out'],
  [3.5, 'burned out, nightmare, furious, livid, gatvol, fed up, had it, driving me mad'],
  [3.5, "can't switch off, cannot switch off, couldn't breathe, mind racing, heart racing"],
  [3, 'stress, stressful, worried, worry, worrying, tense, scared, afraid, fear, frightened'],
  [3, 'pressure, under pressure, deadlines, hectic, swamped, snowed under, overloaded, chaos'],
  [3, 'chaotic, frantic, angry, frustrated, frustrating, argued, argument, fight, snapped'],
  [3, 'on my case, blaming, blame, killing me, so much to do, too much to do, too much'],
  [2, 'tired of, no sleep'],
  [3, "on my plate, can't sleep, cannot sleep, couldn't sleep, could not sleep, on edge"],
  [3, 'retrenched, retrenchment, retrenchments, divorce, biopsy, crisis, racing'],
  [2.5, 'nervous, deadline, irritated, annoyed, moer, rushed, rushing, urgent, behind'],
  [2.5, 'piling on, piled up, stacked up, keeps changing, load shedding, loadshedding'],
  [2.5, "didn't pitch, did not pitch, dragging its feet, tight, jittery, restless, insomnia"],
  [2, 'busy, eish, juggling, worst, cash flow, test results, hospital, late, struggle'],
  [1.5, 'waiting, traffic, admin, audit, tender, negotiation, uncertain, uncertainty'],
  [-0.5, 'fine, okay'],
  [-1, 'slow, quiet, gentle, steady, sorted, slept well, good night, grateful'],
  [-1.5, 'lazy, nap, napped, couch, stoep, book, reading, read, easy, content, cosy'],
  [-2, 'rested, well rested, on track, under control, no rush, no phone, no email, no signal'],
  [-2, 'holiday, vacation, getaway, long weekend, walked, stroll, yoga, bath, candles'],
  [-2.5, 'relaxed, relaxing, relax, peaceful, peace, at ease, serene, tranquil, unwind, zen'],
  [-2.5, 'relief, relieved, meditated, meditation, meditate, spa, massage, centred, centered'],
  [-3, 'calm, calmer, calmly, chilled, chilled out, chill, switched off, took it easy'],
  [3.5, 'frazzled, drowning, under the pump, up to my eyeballs, wound up, uptight'],
  [3, 'stretched thin, crunch, firefighting, headless chicken, skrik, struggling, struggle'],
  [2.5, 'upset, snappy, grumpy, edgy, wired, flat out, tough day, difficult, rough day, kak'],
  [2, 'hard day, bills, to-do list, restless night, bad night'],
  [1, 'long day'],
  [-2.5, 'breather, breathing space, downtime, unplugged, slow down, spring in my step'],
];
