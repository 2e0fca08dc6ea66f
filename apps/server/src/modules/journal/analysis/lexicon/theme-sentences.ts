import type { Theme } from './theme-words';

/**
 * How Aurum names a theme in a sentence, and what it says when the theme weighs on the member or
 * lifts them in one entry: the concierge's voice, warm, brief and discreet (it notices; it does
 * not diagnose or lecture).
 */
export const THEME_SENTENCES: Record<Theme, { name: string; weighs: string; lifts: string }> = {
  work: {
    name: 'work',
    weighs: 'Work seems to be weighing on you.',
    lifts: 'Work seems to be going well for you.',
  },
  family: {
    name: 'family',
    weighs: 'Family matters seem to be on your mind.',
    lifts: 'Time with family seems to lift you.',
  },
  partner: {
    name: 'your partner',
    weighs: 'Things with your partner seem to weigh on you.',
    lifts: 'Time with your partner seems to lift you.',
  },
  friends: {
    name: 'friends',
    weighs: 'Something with friends seems to weigh on you.',
    lifts: 'Time with friends seems to lift you.',
  },
  sleep: {
    name: 'sleep',
    weighs: 'Sleep seems to have been short; an early night may serve you well.',
    lifts: "A good night's sleep seems to have done you good.",
  },
  health: {
    name: 'your health',
    weighs: 'Your health seems to be weighing on you; do look after yourself.',
    lifts: 'Feeling well seems to lift you.',
  },
  money: {
    name: 'money',
    weighs: 'Money matters seem to be on your mind.',
    lifts: 'Money matters seem settled, and it shows.',
  },
  travel: {
    name: 'travel',
    weighs: 'Travel seems to be taking its toll.',
    lifts: 'Getting away seems to do you good.',
  },
  exercise: {
    name: 'exercise',
    weighs: 'Training seems to be taking it out of you.',
    lifts: 'Moving your body seems to lift you.',
  },
  home: {
    name: 'the house',
    weighs: 'The house seems to be a source of strain just now.',
    lifts: 'Time at home seems to restore you.',
  },
  'load shedding': {
    name: 'load shedding',
    weighs: 'Load shedding is adding to the strain.',
    lifts: 'You seem to be taking load shedding in your stride.',
  },
  outdoors: {
    name: 'time outdoors',
    weighs: 'Even time outdoors did not quite ease things.',
    lifts: 'Time outdoors seems to restore you.',
  },
  food: {
    name: 'good food',
    weighs: 'Even a good meal did not quite ease things.',
    lifts: 'A good meal in good company seems to lift you.',
  },
  wellness: {
    name: 'time for yourself',
    weighs: 'Even time for yourself did not quite ease things.',
    lifts: 'Time for yourself seems to restore you.',
  },
};
