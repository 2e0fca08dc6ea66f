import { z } from 'zod';
import { emailSchema } from '../auth/auth-contract';
import {
  CAPSULE_TYPES,
  type CapsuleType,
  type CapsuleStatus,
  CAPSULE_TITLE_MAX,
  CAPSULE_NAME_MAX,
  CAPSULE_CONTENT_MAX,
  CAPSULE_MESSAGES,
  releaseMomentOf,
} from './legacy-capsule-rules';

export * from './legacy-capsule-rules';

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

/** GET /api/legacy-capsules: the member's capsules. */
export interface CapsuleList {
  capsules: CapsuleSummary[];
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
