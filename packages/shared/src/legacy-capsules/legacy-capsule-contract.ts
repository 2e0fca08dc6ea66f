import { z } from 'zod';
import { emailSchema } from '../auth/auth-contract';
import { localDateTime } from '../time/member-time';

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

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);

const capsuleFields = {
  capsuleType: z.enum(CAPSULE_TYPES, { error: 'Choose the kind of capsule' }),
  title: text(CAPSULE_TITLE_MAX, CAPSULE_MESSAGES.titleRequired),
  recipientName: text(CAPSULE_NAME_MAX, CAPSULE_MESSAGES.recipientNameRequired),
  recipientEmail: emailSchema,
  content: text(CAPSULE_CONTENT_MAX, CAPSULE_MESSAGES.contentRequired),
  releaseDate: z
    .string({ error: CAPSULE_MESSAGES.releaseDateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, CAPSULE_MESSAGES.releaseDateRequired)
    .refine((value) => !Number.isNaN(releaseMomentOf(value).getTime()), {
      message: CAPSULE_MESSAGES.releaseDateRequired,
    }),
};

/** POST /api/legacy-capsules: a new capsule (the server refuses past dates and voice). */
export const capsuleInputSchema = z.object(capsuleFields);
export type CapsuleInput = z.output<typeof capsuleInputSchema>;

/** PATCH /api/legacy-capsules/:id: any of the fields, while the capsule is sealed. */
export const capsuleUpdateSchema = z
  .object(capsuleFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to change',
  });
export type CapsuleUpdate = z.output<typeof capsuleUpdateSchema>;

/** A capsule as its owner's list shows it: never its content while sealed. */
export interface CapsuleSummary {
  id: string;
  capsuleType: CapsuleType;
  title: string;
  recipientName: string;
  recipientEmail: string;
  releaseDate: string;
  status: CapsuleStatus;
  createdAt: string;
  releasedAt: string | null;
}

/** What the recipient's private link shows once the capsule is released. */
export interface ReleasedCapsule {
  title: string;
  capsuleType: CapsuleType;
  from: string;
  recipientName: string;
  content: string;
  releaseDate: string;
}
