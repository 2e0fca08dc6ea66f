/**
 * The relationship space (spec 02 sections 2, 3, 4, 5, 8, 9; issue 30): its option lists, texts
 * and constants, without zod, so screens import them without the schemas.
 */
export const RELATIONSHIP_TABS = ['Overview', 'Calendar', 'Guidance', 'Ideas', 'Partners'] as const;

/** Shared event categories and statuses (spec 02 section 3). */
export const SHARED_EVENT_CATEGORIES = ['date', 'quality_time', 'appointment', 'reminder'] as const;
export type SharedEventCategory = (typeof SHARED_EVENT_CATEGORIES)[number];
export const SHARED_EVENT_CATEGORY_LABELS: Record<SharedEventCategory, string> = {
  date: 'Date',
  quality_time: 'Quality Time',
  appointment: 'Appointment',
  reminder: 'Reminder',
};
export const SHARED_EVENT_STATUSES = ['planned', 'confirmed', 'completed'] as const;
export type SharedEventStatus = (typeof SHARED_EVENT_STATUSES)[number];
export const SHARED_EVENT_STATUS_LABELS: Record<SharedEventStatus, string> = {
  planned: 'Planned',
  confirmed: 'Confirmed',
  completed: 'Completed',
};

/** Idea categories and effort levels (spec 02 section 3). */
export const IDEA_CATEGORIES = ['date_idea', 'gift', 'gesture'] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];
export const IDEA_CATEGORY_LABELS: Record<IdeaCategory, string> = {
  date_idea: 'Date Idea',
  gift: 'Gift',
  gesture: 'Gesture',
};
export const EFFORT_LEVELS = ['low', 'medium', 'high'] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];
export const EFFORT_LEVEL_LABELS: Record<EffortLevel, string> = {
  low: 'Low effort',
  medium: 'Medium effort',
  high: 'High effort',
};

/** Conflict statuses (spec 02 section 4: active to resolved via 'Mark as Resolved'). */
export const CONFLICT_STATUSES = ['active', 'resolved'] as const;
export type ConflictStatus = (typeof CONFLICT_STATUSES)[number];

/** How the two partners describe their link (Partner: relationship_type). */
export const RELATIONSHIP_TYPES = ['partner', 'spouse', 'fiance'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const RELATIONSHIP_TYPE_LABELS: Record<RelationshipType, string> = {
  partner: 'Partner',
  spouse: 'Spouse',
  fiance: 'Fiancé(e)',
};

/** Spec 02 section 9: 'Schedule quality time' creates the event this many days ahead. */
export const QUALITY_TIME_DAYS_AHEAD = 7;
/** The quality-time event's title and its evening time. */
export const QUALITY_TIME_TITLE = 'Quality time together';
export const QUALITY_TIME_AT = '19:00';
/** An invitation link works this long, once. */
export const INVITATION_VALID_DAYS = 7;
/** A member sends at most this many invitations in 24 hours (the e-mails are not a mailer). */
export const INVITATIONS_PER_DAY = 20;

/** Spec 02 sections 5 and 8: the partner invitation's texts. */
export const RELATIONSHIP_TEXTS = {
  emailRequiredTitle: 'Email Required',
  emailRequiredDescription: "Please enter your partner's email address.",
  emailInvalid: 'That does not look like an email address. Please check it and try again.',
  invitationFailedTitle: 'Invitation Failed',
  invitationFailedDescription: 'Could not send invitation. Please try again.',
  markResolved: 'Mark as Resolved',
  scheduleQualityTime: 'Schedule quality time',
  guidanceNotTherapy:
    'Guidance here is advice to help you talk, not therapy. For anything that feels unsafe or too heavy to carry alone, speak to a person.',
} as const;

/** Where the "speak to a person" link leads. */
export const HUMAN_CONCIERGE_PATH = '/human-concierge';

/** Lengths and limits the forms and the API share. */
export const PARTNER_EMAIL_MAX = 254;
export const SHARED_EVENT_TITLE_MAX = 120;
export const SHARED_TEXT_MAX = 2000;
export const SHARED_PLACE_MAX = 200;
export const IDEA_TITLE_MAX = 120;
export const IDEA_TAGS_MAX = 8;
export const IDEA_TAG_MAX = 30;
/** A budget in whole rand, up to R10 million. */
export const IDEA_BUDGET_MAX_RAND = 10_000_000;
export const CONFLICT_SUMMARY_MAX = 300;
export const PERSPECTIVE_MAX = 4000;
