import { z } from 'zod';
import { nameProblem } from '../auth/auth-contract';
import {
  dateOfBirthSchema,
  optionalPhoneSchema,
  SHORT_TEXT_MAX_LENGTH,
} from '../onboarding/onboarding-contract';

/** A member's profile as the API answers it (spec 01 section 3, snake_case as the spec spells it). */
export interface Profile {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  date_of_birth: string | null;
  gender: string | null;
  occupation: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  membership_tier: string;
  verification_status: string;
  trial_end_date: string | null;
  premium_access_granted: boolean;
  created_at: string;
  updated_at: string;
}

const optionalText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(SHORT_TEXT_MAX_LENGTH, `${label} must be at most ${SHORT_TEXT_MAX_LENGTH} characters`)
    .default('');

/** PATCH /api/profile: the fields of spec 01 section 7; '' clears a field. */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(''),
  phone: optionalPhoneSchema,
  location: optionalText('Location'),
  date_of_birth: dateOfBirthSchema,
  emergency_contact_name: optionalText('Emergency contact name'),
  emergency_contact_phone: optionalPhoneSchema,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const PROFILE_TOASTS = {
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load profile data',
  updateFailedTitle: 'Error',
  updateFailed: 'Failed to update profile',
  updatedTitle: 'Success',
  updated: 'Profile updated successfully',
} as const;

export const NOT_PROVIDED = 'Not provided';
