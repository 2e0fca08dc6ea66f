import { z } from 'zod';
import { HH_MM } from '../onboarding/onboarding-contract';
import { serviceRequestFormSchema } from '../requests/request-contract';
import {
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  type CaseStatus,
  ESCALATION_REASONS,
  type EscalationReason,
  PRIORITY_LEVELS,
  type PriorityLevel,
} from './human-concierge-texts';

/**
 * The human concierge's API (issue 31, ADR 072). Member routes under /api/human-concierge (gold,
 * platinum and black only: others get 403 TIER_REQUIRED or PLAN_REQUIRED), staff routes under
 * /api/admin/concierge.
 *
 * GET  /api/human-concierge/assistants          -> AssistantsView (the tier's visible assistants)
 * GET  /api/human-concierge/settings            -> ConciergeSettings
 * PUT  /api/human-concierge/settings            (conciergeSettingsSchema) -> ConciergeSettings
 * POST /api/human-concierge/cases               (connectSchema) -> CaseDetail, 201
 * GET  /api/human-concierge/cases?state=        (caseListQuerySchema) -> CaseView[]
 * GET  /api/human-concierge/cases/:id           -> CaseDetail
 * POST /api/human-concierge/cases/:id/messages  (caseMessageSchema) -> CaseMessage, 201
 * POST /api/human-concierge/cases/:id/read      -> 204
 * POST /api/human-concierge/cases/:id/rating    (caseRatingSchema) -> CaseDetail
 *
 * GET  /api/admin/concierge/queue               -> StaffQueue (open cases, promises kept)
 * GET  /api/admin/concierge/cases/:id           -> StaffCaseDetail
 * POST /api/admin/concierge/cases/:id/accept    -> StaffCaseDetail (409 for the second)
 * POST /api/admin/concierge/cases/:id/status    (caseStatusSchema) -> StaffCaseDetail
 * POST /api/admin/concierge/cases/:id/messages  (caseMessageSchema) -> CaseMessage, 201
 * POST /api/admin/concierge/cases/:id/read      -> 204
 * POST /api/admin/concierge/cases/:id/handover  (handoverSchema) -> StaffCaseDetail
 * POST /api/admin/concierge/cases/:id/requests  (caseRequestSchema) -> {request_id}, 201
 * GET  /api/admin/concierge/profile             -> ConciergeProfile (the caller's own)
 * PUT  /api/admin/concierge/profile             (conciergeProfileSchema) -> ConciergeProfile
 * GET  /api/admin/concierge/colleagues          -> Colleague[]
 */

/** A human assistant's card (spec 02 section 4's human assistant). */
export interface AssistantCard {
  id: string;
  name: string;
  specialties: string[];
  languages: string[];
  timezone: string;
  availability_status: AvailabilityStatus;
  response_time: string;
  /** The mean of the member ratings of the assistant's cases (1 decimal); null: "New". */
  satisfaction_rating: number | null;
  rating_count: number;
  avatar_url: string | null;
}

export interface AssistantsView {
  tier: string;
  assistants: AssistantCard[];
}

export interface CaseMessage {
  id: string;
  author: 'member' | 'staff' | 'system';
  author_name: string;
  text: string;
  created_at: string;
}

/** What the assistant had in hand when the member was handed over. */
export interface AiContext {
  messages: { from: 'member' | 'assistant'; text: string; at: string }[];
  proposal: { summary: string; service_type: string; status: string } | null;
}

export interface CasePromise {
  /** When the first answer is due (ISO): the tier's promise, within the preferred hours. */
  due_at: string;
  minutes: number;
  first_response_at: string | null;
  /** Missed: raised to staff leads. */
  overdue: boolean;
  kept: boolean | null;
}

export interface CaseView {
  id: string;
  status: CaseStatus;
  priority_level: PriorityLevel;
  request_summary: string;
  escalation_reason: EscalationReason;
  ai_context: AiContext;
  requested_assistant: { id: string; name: string } | null;
  assigned_assistant: { id: string; name: string } | null;
  created_at: string;
  accepted_at: string | null;
  completed_at: string | null;
  promise: CasePromise;
  rating: { score: number; comment: string } | null;
  /** Messages from the other side the reader has not seen. */
  unread_count: number;
}

export interface CaseDetail extends CaseView {
  messages: CaseMessage[];
}

export interface StaffCaseView extends CaseView {
  member: { id: string; name: string; email: string; tier: string };
}

export interface StaffCaseDetail extends StaffCaseView {
  messages: CaseMessage[];
}

export interface PromisesKept {
  kept: number;
  /** Cases whose promise was decided: answered in time, answered late or missed. */
  decided: number;
  /** kept / decided as a whole percentage; null before any was decided. */
  percent: number | null;
}

export interface StaffQueue {
  cases: StaffCaseView[];
  promises: { team: PromisesKept; mine: PromisesKept };
  me: ConciergeProfile;
}

export interface ConciergeProfile {
  id: string;
  name: string;
  specialties: string[];
  languages: string[];
  timezone: string;
  availability_status: AvailabilityStatus;
  response_time: string;
  is_lead: boolean;
}

export interface Colleague {
  id: string;
  name: string;
  availability_status: AvailabilityStatus;
}

export const NOTIFICATION_METHODS = ['push', 'email', 'sms'] as const;

const clock = (label: string) =>
  z.string({ error: `${label} must be a time` }).regex(HH_MM, `${label} must be like 09:00`);

export const communicationPreferencesSchema = z
  .object({
    voice_calls: z.boolean({ error: 'voice_calls must be true or false' }),
    video_calls: z.boolean({ error: 'video_calls must be true or false' }),
    text_chat: z.boolean({ error: 'text_chat must be true or false' }),
    preferred_time_start: clock('Preferred start time'),
    preferred_time_end: clock('Preferred end time'),
    emergency_contact: z
      .string({ error: 'Emergency contact must be text' })
      .trim()
      .max(120, 'Emergency contact must be at most 120 characters'),
    notification_method: z.enum(NOTIFICATION_METHODS, {
      error: 'Notification method must be push, email or sms',
    }),
  })
  .refine((p) => p.preferred_time_start < p.preferred_time_end, {
    message: 'Preferred hours must end after they start',
    path: ['preferred_time_end'],
  });
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

/** Spec 02 section 9's defaults: voice and text on, video off, 09:00-17:00, push. */
export const DEFAULT_COMMUNICATION_PREFERENCES: CommunicationPreferences = {
  voice_calls: true,
  video_calls: false,
  text_chat: true,
  preferred_time_start: '09:00',
  preferred_time_end: '17:00',
  emergency_contact: '',
  notification_method: 'push',
};

export const ESCALATION_RULE_IDS = [
  'low_confidence',
  'high_value',
  'member_request',
  'urgency',
] as const;
export type EscalationRuleId = (typeof ESCALATION_RULE_IDS)[number];

export interface EscalationRule {
  id: EscalationRuleId;
  trigger_type: 'complexity' | 'urgency' | 'request_type' | 'user_preference';
  condition: string;
  action: 'escalate' | 'notify';
  is_enabled: boolean;
  /** False where the tier does not include the rule (high value: black only). */
  available: boolean;
}

export interface ConciergeSettings {
  communication_preferences: CommunicationPreferences;
  escalation_rules: EscalationRule[];
}

export const conciergeSettingsSchema = z.object({
  communication_preferences: communicationPreferencesSchema.optional(),
  escalation_rules: z
    .array(
      z.object({
        id: z.enum(ESCALATION_RULE_IDS, { error: 'Unknown escalation rule' }),
        is_enabled: z.boolean({ error: 'is_enabled must be true or false' }),
      }),
    )
    .max(ESCALATION_RULE_IDS.length)
    .optional(),
});
export type ConciergeSettingsInput = z.infer<typeof conciergeSettingsSchema>;

export const REQUEST_SUMMARY_MAX_LENGTH = 2000;
export const CASE_MESSAGE_MAX_LENGTH = 4000;
export const RATING_COMMENT_MAX_LENGTH = 1000;

export const connectSchema = z.object({
  assistant_id: z.uuid({ error: 'Choose a concierge to connect with' }),
  request_summary: z
    .string({ error: 'The request summary must be text' })
    .trim()
    .max(
      REQUEST_SUMMARY_MAX_LENGTH,
      `The request summary must be at most ${REQUEST_SUMMARY_MAX_LENGTH} characters`,
    )
    .default(''),
  /** Absent: the server reads it from the conversation (urgent words, high value, else asked). */
  escalation_reason: z.enum(ESCALATION_REASONS, { error: 'Unknown escalation reason' }).optional(),
  priority_level: z.enum(PRIORITY_LEVELS, { error: 'Unknown priority level' }).optional(),
});
export type ConnectInput = z.input<typeof connectSchema>;

export const caseListQuerySchema = z.object({
  state: z.enum(['active', 'history'], { error: 'state must be active or history' }),
});

export const caseMessageSchema = z.object({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(
      CASE_MESSAGE_MAX_LENGTH,
      `A message must be at most ${CASE_MESSAGE_MAX_LENGTH} characters`,
    ),
});

export const caseRatingSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z
    .string({ error: 'The comment must be text' })
    .trim()
    .max(
      RATING_COMMENT_MAX_LENGTH,
      `The comment must be at most ${RATING_COMMENT_MAX_LENGTH} characters`,
    )
    .default(''),
});

export const caseStatusSchema = z.object({
  status: z.enum(['in_progress', 'completed'], {
    error: 'Status must be in_progress or completed',
  }),
});

export const handoverSchema = z.object({
  staff_id: z.uuid({ error: 'Choose a colleague' }),
});

/** Staff file a concierge request for the member from the thread (the one filing workflow). */
export const caseRequestSchema = serviceRequestFormSchema.pick({
  service_type: true,
  description: true,
  preferred_date: true,
  preferred_time: true,
  location: true,
  special_requests: true,
});

const shortList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be text` })
        .trim()
        .min(1, `${label} must not be empty`)
        .max(60, `${label} must be at most 60 characters`),
    )
    .max(10, `At most 10 ${label.toLowerCase()}`);

export const conciergeProfileSchema = z.object({
  specialties: shortList('Specialties'),
  languages: shortList('Languages'),
  timezone: z
    .string({ error: 'Time zone must be text' })
    .trim()
    .min(1, 'Choose a time zone')
    .max(60, 'Time zone must be at most 60 characters'),
  availability_status: z.enum(AVAILABILITY_STATUSES, {
    error: 'Availability must be available, busy or offline',
  }),
  response_time: z
    .string({ error: 'Response time must be text' })
    .trim()
    .min(1, 'Say how fast you usually answer')
    .max(60, 'Response time must be at most 60 characters'),
  is_lead: z.boolean({ error: 'is_lead must be true or false' }),
});
export type ConciergeProfileInput = z.infer<typeof conciergeProfileSchema>;
