/**
 * Human Concierge Sync (spec 02 sections 2, 4, 6, 8, 9; issue 31): the screen's texts and the
 * spec's constants, once, for the server and the web app.
 */
export const HUMAN_CONCIERGE_TABS = ['Connect', 'Active Cases', 'Settings', 'History'] as const;

export const HUMAN_CONCIERGE_TEXTS = {
  title: 'Human Concierge Sync',
  upgradeTitle: 'Premium Feature',
  upgradeBody:
    'Human concierge is available for Gold, Platinum and Black members. Upgrade to talk to a real person.',
  upgradeButton: 'Upgrade Membership',
  connectionFailed: 'Connection Failed',
  connectionFailedBody: 'Could not connect to human assistant. Please try again.',
  connect: 'Connect',
  noAssistants: 'No concierge is on duty right now. Please try again shortly.',
  newRating: 'New',
  noActiveCases: 'No active cases. Connect with a concierge to start one.',
  noHistory: 'No past cases yet.',
  caseCreated: 'Connected',
  caseCreatedBody: 'Your case is with our concierge team.',
  ratingSaved: 'Thank you for your rating',
  settingsSaved: 'Settings saved',
} as const;

/** Spec 02 section 4: availability colours: available green, busy yellow, offline red. */
export const AVAILABILITY_STATUSES = ['available', 'busy', 'offline'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  busy: 'Busy',
  offline: 'Offline',
};

/** A staff member with no session in use for this long shows offline (issue 31). */
export const OFFLINE_AFTER_MINUTES = 15;

/** Spec 02 section 9: escalation when the assistant's confidence is below 70%. */
export const ESCALATION_CONFIDENCE_THRESHOLD = 0.7;

/** Spec 02 section 4: a hand-off case's statuses, in order. */
export const CASE_STATUSES = ['pending', 'accepted', 'in_progress', 'completed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** Spec 02 section 4: priority levels, most pressing first (the staff queue's order). */
export const PRIORITY_LEVELS = ['urgent', 'high', 'medium', 'low'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** Why the assistant handed the member over (the case's escalation_reason). */
export const ESCALATION_REASONS = [
  'member_request',
  'low_confidence',
  'high_value',
  'urgency',
] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

export const ESCALATION_REASON_LABELS: Record<EscalationReason, string> = {
  member_request: 'The member asked for a person',
  low_confidence: 'The assistant was not confident enough (below 70%)',
  high_value: 'High-value request (above R50,000)',
  urgency: 'Urgent or safety words',
};

/** The stored preference category and keys (spec 02 section 4). */
export const HUMAN_CONCIERGE_PREFERENCE_CATEGORY = 'human_concierge';
export const COMMUNICATION_PREFERENCES_KEY = 'communication_preferences';
export const escalationRuleKey = (id: string) => `escalation_rule_${id}`;

/** Open cases a member may hold at once (Aurum's own limit: one thread per need, not a queue). */
export const MAX_OPEN_CASES = 3;

export const CONCIERGE_ERROR_MESSAGES = {
  tooManyOpenCases: `You have ${MAX_OPEN_CASES} open cases. Continue in one of them, or wait until one is completed.`,
  caseNotFound: 'Case not found',
  assistantNotFound: 'That concierge is not available to your membership.',
  assistantOffline: 'That concierge is offline. Choose one who is available or busy.',
  alreadyAccepted: 'Another concierge has already accepted this case.',
  notYours: 'This case is with another concierge. Ask them to hand it over first.',
  acceptFirst: 'Accept the case before answering it.',
  caseCompleted: 'This case is completed.',
  statusOrder: 'A case moves pending, accepted, in progress, completed, in that order.',
  notCompleted: 'You can rate a case once it is completed.',
  alreadyRated: 'You have already rated this case.',
  handoverTarget: 'Hand the case to another staff member.',
} as const;
