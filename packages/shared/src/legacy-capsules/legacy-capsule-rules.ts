import { localDateTime } from '../time/member-time';

// Legacy capsules' types, limits and texts, without zod: the web app's screens import these
// (legacy-capsule-contract.ts adds the schemas and re-exports all of this).

/** Spec 02 sections 2 and 9: capsule types; voice (audio) is shown but marked coming soon. */
export const CAPSULE_TYPES = ['letter', 'memories', 'voice', 'wishes'] as const;
export type CapsuleType = (typeof CAPSULE_TYPES)[number];
export const AVAILABLE_CAPSULE_TYPES = ['letter', 'memories', 'wishes'] as const;
export const CAPSULE_TYPE_LABELS: Record<CapsuleType, string> = {
  letter: 'Letter',
  memories: 'Memories',
  voice: 'Voice Message',
  wishes: 'Wishes',
};

export const CAPSULE_STATUSES = ['sealed', 'released', 'cancelled'] as const;
export type CapsuleStatus = (typeof CAPSULE_STATUSES)[number];

/** Spec 02 section 9: release presets of 1, 5, 10 and 25 years. */
export const RELEASE_PRESET_MONTHS = [12, 60, 120, 300] as const;
/** A capsule opens at this hour (Johannesburg) on its release date. */
export const RELEASE_HOUR = '09:00';
/** The recipient's link works for this long after release. */
export const RELEASED_LINK_DAYS = 30;

export const CAPSULE_TITLE_MAX = 120;
export const CAPSULE_NAME_MAX = 120;
export const CAPSULE_CONTENT_MAX = 20_000;

export const CAPSULE_MESSAGES = {
  titleRequired: 'Please enter a title for your capsule.',
  contentRequired: 'Please write what your capsule holds.',
  releaseDateRequired: 'Please choose when your capsule opens.',
  releaseDatePast: 'Choose a release date in the future.',
  recipientNameRequired: 'Please enter who the capsule is for.',
  voiceComingSoon: 'Voice capsules are coming soon. Choose a letter, memories or wishes.',
  createFailed: 'There was an error creating your legacy capsule. Please try again.',
  created: (title: string, date: string) =>
    `Your capsule "${title}" has been sealed and will be released on ${date}.`,
  notFound: 'Capsule not found',
  notSealed: 'This capsule has already been released or cancelled.',
  linkInvalid: 'This capsule link is not valid or has expired.',
} as const;

/** The moment a capsule releases: RELEASE_HOUR on its date in Johannesburg. */
export const releaseMomentOf = (releaseDate: string) => localDateTime(releaseDate, RELEASE_HOUR);
