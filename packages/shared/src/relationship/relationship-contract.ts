import { z } from 'zod';
import { HH_MM, isRealDate } from '../onboarding/onboarding-contract';
import { storableString } from '../text/storable-text';
import {
  CONFLICT_SUMMARY_MAX,
  EFFORT_LEVELS,
  IDEA_BUDGET_MAX_RAND,
  IDEA_TAG_MAX,
  IDEA_TAGS_MAX,
  IDEA_TITLE_MAX,
  PARTNER_EMAIL_MAX,
  PERSPECTIVE_MAX,
  SHARED_EVENT_TITLE_MAX,
  SHARED_PLACE_MAX,
  SHARED_TEXT_MAX,
  type EffortLevel,
  IDEA_CATEGORIES,
  type IdeaCategory,
  RELATIONSHIP_TEXTS,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  SHARED_EVENT_CATEGORIES,
  SHARED_EVENT_STATUSES,
  type ConflictStatus,
  type SharedEventCategory,
  type SharedEventStatus,
} from './relationship-rules';

/**
 * The relationship space's API (issue 30), served under /api/relationship:
 * - GET / : the member's space (partner, invitations they sent).
 * - POST /invitations {email, relationship_type}; DELETE /invitations/:id (the inviter withdraws).
 * - POST /invitations/lookup | accept | decline {token}: the invited person, signed in.
 * - POST /spaces/:spaceId/end: either partner ends the link.
 * - /spaces/:spaceId/events (GET, POST, PATCH /:id, DELETE /:id, POST /quality-time),
 *   /spaces/:spaceId/ideas (GET, POST, PATCH /:id, DELETE /:id, POST /:id/concierge-request),
 *   /spaces/:spaceId/conflicts (GET, POST, PUT /:id/perspective, POST /:id/resolution).
 */
export * from './relationship-rules';

/** A loose address check, the same shape sign-up uses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = (label: string, max: number) =>
  storableString().trim().max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).pipe(text(label, max).min(1, `${label} is required`));

/** Spec 02 section 5: an empty e-mail is 'Email Required'; an obviously wrong one is refused. */
export const partnerEmailSchema = z
  .string({ error: RELATIONSHIP_TEXTS.emailRequiredDescription })
  .trim()
  .toLowerCase()
  .min(1, RELATIONSHIP_TEXTS.emailRequiredDescription)
  .max(PARTNER_EMAIL_MAX, RELATIONSHIP_TEXTS.emailInvalid)
  .regex(EMAIL_PATTERN, RELATIONSHIP_TEXTS.emailInvalid);

export const partnerInviteSchema = z.object({
  email: partnerEmailSchema,
  relationship_type: z
    .enum(RELATIONSHIP_TYPES, { error: 'Choose partner, spouse or fiancé(e)' })
    .default('partner'),
});
export type PartnerInvite = z.output<typeof partnerInviteSchema>;

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'The invitation link is incomplete' })
    .regex(/^[\w-]{43}$/, 'The invitation link is incomplete'),
});

const eventFields = {
  title: required('Title', SHARED_EVENT_TITLE_MAX),
  description: text('Description', SHARED_TEXT_MAX).default(''),
  date: z
    .string({ error: 'Date is required' })
    .refine(isRealDate, 'Date must be a real date (YYYY-MM-DD)'),
  time: z
    .string({ error: 'Time must be text' })
    .trim()
    .refine((value) => value === '' || HH_MM.test(value), 'Time must be like 19:30')
    .default(''),
  location: text('Location', SHARED_PLACE_MAX).default(''),
  category: z.enum(SHARED_EVENT_CATEGORIES, {
    error: 'Choose date, quality time, appointment or reminder',
  }),
  status: z
    .enum(SHARED_EVENT_STATUSES, { error: 'Choose planned, confirmed or completed' })
    .default('planned'),
};
export const sharedEventInputSchema = z.object(eventFields);
export type SharedEventInput = z.output<typeof sharedEventInputSchema>;
export type SharedEventForm = z.input<typeof sharedEventInputSchema>;

export const sharedEventChangeSchema = z
  .object({
    title: eventFields.title,
    description: text('Description', SHARED_TEXT_MAX),
    date: eventFields.date,
    time: z
      .string({ error: 'Time must be text' })
      .trim()
      .refine((value) => value === '' || HH_MM.test(value), 'Time must be like 19:30'),
    location: text('Location', SHARED_PLACE_MAX),
    category: eventFields.category,
    status: z.enum(SHARED_EVENT_STATUSES, { error: 'Choose planned, confirmed or completed' }),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one field');
export type SharedEventChange = z.output<typeof sharedEventChangeSchema>;

const budgetRand = () =>
  z
    .number({ error: 'Budget must be a number of rand' })
    .int('Budget must be whole rand')
    .min(0, 'Budget must be 0 or more')
    .max(IDEA_BUDGET_MAX_RAND, 'Budget is too large');

const ideaFields = {
  title: required('Title', IDEA_TITLE_MAX),
  description: text('Description', SHARED_TEXT_MAX).default(''),
  category: z.enum(IDEA_CATEGORIES, { error: 'Choose date idea, gift or gesture' }),
  effort_level: z.enum(EFFORT_LEVELS, { error: 'Choose low, medium or high effort' }),
  /** Whole rand, or null for no budget. */
  budget_rand: budgetRand().nullable().default(null),
  is_seasonal: z.boolean({ error: 'Seasonal must be yes or no' }).default(false),
  tags: z
    .array(required('A tag', IDEA_TAG_MAX), { error: 'Tags must be a list' })
    .max(IDEA_TAGS_MAX, `At most ${IDEA_TAGS_MAX} tags`)
    .transform((tags) => [...new Set(tags.map((tag) => tag.toLowerCase()))])
    .default([]),
};
export const ideaInputSchema = z.object(ideaFields);
export type IdeaInput = z.output<typeof ideaInputSchema>;
export type IdeaForm = z.input<typeof ideaInputSchema>;

/**
 * The idea form as a person fills it: tags typed as one comma-separated text. It answers the
 * same body as ideaInputSchema (the API takes a list).
 */
export const ideaFormSchema = ideaInputSchema.extend({
  tags: z
    .string({ error: 'Tags must be text' })
    .transform((text) =>
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(ideaFields.tags.unwrap()),
});
export type IdeaFormValues = z.input<typeof ideaFormSchema>;

export const ideaChangeSchema = z
  .object({
    title: ideaFields.title,
    description: text('Description', SHARED_TEXT_MAX),
    category: ideaFields.category,
    effort_level: ideaFields.effort_level,
    budget_rand: budgetRand().nullable(),
    is_seasonal: z.boolean({ error: 'Seasonal must be yes or no' }),
    tags: ideaFields.tags.unwrap(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one field');
export type IdeaChange = z.output<typeof ideaChangeSchema>;

export const conflictInputSchema = z.object({
  issue_summary: required('What it is about', CONFLICT_SUMMARY_MAX),
});
export const perspectiveInputSchema = z.object({
  perspective: required('Your perspective', PERSPECTIVE_MAX),
});

/** A person in the space, as the other sees them. */
export interface SpacePerson {
  id: string;
  name: string;
}

/** Spec 02 section 3: Partner. */
export interface Partner {
  id: string;
  name: string;
  email: string;
  relationship_type: RelationshipType;
  connected_since: string;
  is_primary: boolean;
  avatar_url: string | null;
}

export interface SentInvitation {
  id: string;
  email: string;
  relationship_type: RelationshipType;
  expires_at: string;
  created_at: string;
}

/** GET /api/relationship: the member's space, or none yet. */
export interface RelationshipOverview {
  space_id: string | null;
  partner: Partner | null;
  /** Pending invitations this member sent (not expired). */
  invitations: SentInvitation[];
}

/** What an invitation link shows the person who opened it, signed in. */
export interface InvitationPreview {
  inviter_name: string;
  email: string;
  relationship_type: RelationshipType;
  expires_at: string;
}

/** Spec 02 section 3: Shared event. */
export interface SharedEvent {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string | null;
  location: string;
  created_by: SpacePerson | null;
  participants: SpacePerson[];
  category: SharedEventCategory;
  status: SharedEventStatus;
  created_at: string;
}

/** Spec 02 section 3: Idea (budget in whole rand). */
export interface Idea {
  id: string;
  title: string;
  description: string;
  category: IdeaCategory;
  effort_level: EffortLevel;
  budget_rand: number | null;
  is_seasonal: boolean;
  tags: string[];
  created_by: SpacePerson | null;
  /** The concierge request filed for it, if any. */
  concierge_request_id: string | null;
  created_at: string;
}

/** Guidance for a conflict: a short reading and steps, from the model or Aurum's own practice. */
export interface ConflictGuidance {
  summary: string;
  steps: string[];
  source: 'model' | 'aurum';
  given_at: string;
}

/**
 * Spec 02 section 3: Conflict. Each partner's perspective is private until guidance is given:
 * before, a member sees only their own and whether the other has written.
 */
export interface Conflict {
  id: string;
  issue_summary: string;
  status: ConflictStatus;
  participants: SpacePerson[];
  my_perspective: string | null;
  partner_has_written: boolean;
  /** The other partner's words: only once guidance exists. */
  partner_perspective: string | null;
  ai_guidance: ConflictGuidance | null;
  created_at: string;
  resolved_at: string | null;
}

export interface IdeaConciergeRequest {
  request_id: string;
  idea: Idea;
}
