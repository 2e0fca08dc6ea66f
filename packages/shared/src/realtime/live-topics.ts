/**
 * The live topics, defined once for the server that publishes and the app that listens (ADR 046).
 * An event names its topic and the ids a screen refetches by, never data: the screen reads the
 * data again through the normal API, where authorisation lives. The server decides who hears a
 * topic: a member's own topics reach that member only, a case thread its member and staff, a
 * shared space its current members.
 */
export interface LiveTopicEvents {
  /** A member's service requests or their timelines changed. */
  service_requests: { requestId?: string };
  /** A member's payment or membership changed (a checkout settled, the tier or period changed). */
  membership: Record<never, never>;
  /** A member's notification centre changed (issue 32). */
  notifications: { notificationId?: string };
  /** A case thread with the human concierge changed (issue 31): its member and staff hear it. */
  case_thread: { caseId: string; messageId?: string };
  /** A shared space changed (the relationship space, issue 30): its current members hear it. */
  space: { spaceId: string; itemId?: string };
  /** A member's journal entries or mood readings changed (issue 28). */
  mood: { readingId?: string };
  /**
   * A Society event's seats or waitlist changed (issue 30): every signed-in member hears it and
   * refetches; a promoted member finds their seat.
   */
  society_events: { eventId?: string };
}

export type LiveTopic = keyof LiveTopicEvents;

/** One event: its topic and that topic's ids. */
export type LiveEvent<T extends LiveTopic = LiveTopic> = {
  [K in T]: { topic: K } & LiveTopicEvents[K];
}[T];

/** The topics of one member's own things: only that member's streams hear them. */
export type MemberTopic = 'service_requests' | 'membership' | 'notifications' | 'mood';

type FieldRules<E> = {
  readonly [F in keyof E]-?: undefined extends E[F] ? 'optional' : 'required';
};

/** Each topic's fields, checked against LiveTopicEvents by the compiler (all are ids). */
const FIELDS: { readonly [T in LiveTopic]: FieldRules<LiveTopicEvents[T]> } = {
  service_requests: { requestId: 'optional' },
  membership: {},
  notifications: { notificationId: 'optional' },
  case_thread: { caseId: 'required', messageId: 'optional' },
  space: { spaceId: 'required', itemId: 'optional' },
  mood: { readingId: 'optional' },
  society_events: { eventId: 'optional' },
};

/**
 * A value as a live event, or null when it is not one: an unknown topic, a required id missing or
 * an id that is not a non-empty string. Fields a topic does not name are left out.
 */
export function readLiveEvent(value: unknown): LiveEvent | null {
  const topic = (value as { topic?: unknown } | null)?.topic;
  if (typeof topic !== 'string' || !Object.hasOwn(FIELDS, topic)) return null;
  const event: Record<string, string> = { topic };
  for (const [name, rule] of Object.entries(FIELDS[topic as LiveTopic])) {
    const id = (value as Record<string, unknown>)[name];
    if (typeof id === 'string' && id) event[name] = id;
    else if (id !== undefined || rule === 'required') return null;
  }
  return event as LiveEvent;
}
