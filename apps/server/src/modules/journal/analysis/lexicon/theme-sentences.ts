import type { Theme } from './theme-words';

/**
 * What Aurum says about a theme in one entry, in the concierge's voice: warm, brief and discreet
 * (it notices, it does not diagnose or lecture).
 */
export const THEME_SENTENCES: Record<Theme, { weighs: string; lifts: string }> = {
  work: {
    weighs: 'Work seems to be weighing on you.',
    lifts: 'Work seems to be going well for you.',
  },
  family: {
    weighs: 'Family matters seem to be on your mind.',
    lifts: 'Time with family seems to lift you.',
  },
  partner: {
    weighs: 'Things with your partner seem to weigh on you.',
    lifts: 'Time with your partner seems to lift you.',
  },
  friends: {
    weighs: 'Something with friends seems to weigh on you.',
    lifts: 'Time with friends seems to lift you.',
  },
  sleep: {
    weighs: 'Sleep seems to have been short; an early night may serve you well.',
    lifts: "A good night's sleep seems to have done you good.",
  },
  health: {
    weighs: 'Your health seems to be weighing on you; do look after yourself.',
    lifts: 'Feeling well seems to lift you.',
  },
  money: {
    weighs: 'Money matters seem to be on your mind.',
    lifts: 'Money matters seem settled, and it shows.',
  },
  travel: {
    weighs: 'Travel seems to be taking its toll.',
    lifts: 'Getting away seems to do you good.',
  },
  exercise: {
    weighs: 'Training seems to be taking it out of you.',
    lifts: 'Moving your body seems to lift you.',
  },
  home: {
    weighs: 'The house seems to be a source of strain just now.',
    lifts: 'Time at home seems to restore you.',
  },
  'load shedding': {
    weighs: 'Load shedding is adding to the strain.',
    lifts: 'You seem to be taking load shedding in your stride.',
  },
  outdoors: {
    weighs: 'Even time outdoors did not quite ease things.',
    lifts: 'Time outdoors seems to restore you.',
  },
  food: {
    weighs: 'Even a good meal did not quite ease things.',
    lifts: 'A good meal in good company seems to lift you.',
  },
  wellness: {
    weighs: 'Even time for yourself did not quite ease things.',
    lifts: 'Time for yourself seems to restore you.',
  },
};
