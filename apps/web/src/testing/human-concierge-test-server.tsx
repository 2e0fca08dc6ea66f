import type {
  AssistantCard,
  CaseDetail,
  ConciergeSettings,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { DEFAULT_COMMUNICATION_PREFERENCES } from '@aurum/shared/human-concierge/human-concierge-contract';
import { escalationRules } from '@aurum/shared/human-concierge/human-concierge-rules';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for the human concierge: assistants, cases and settings in memory behind the
 * API's paths, or a refusal of the tier (403) for members below gold.
 */
let counter = 0;
export const assistant = (overrides: Partial<AssistantCard> = {}): AssistantCard => ({
  id: `assistant-${++counter}`,
  name: 'Thandi Mokoena',
  specialties: ['Travel', 'Dining'],
  languages: ['English', 'isiZulu'],
  timezone: 'Africa/Johannesburg',
  availability_status: 'available',
  response_time: 'Within 10 minutes',
  satisfaction_rating: null,
  rating_count: 0,
  avatar_url: null,
  ...overrides,
});

export const conciergeCase = (overrides: Partial<CaseDetail> = {}): CaseDetail => ({
  id: `case-${++counter}`,
  status: 'pending',
  priority_level: 'medium',
  request_summary: 'A table for two on Friday',
  escalation_reason: 'member_request',
  ai_context: { messages: [], proposal: null },
  requested_assistant: { id: 'assistant-x', name: 'Thandi Mokoena' },
  assigned_assistant: null,
  created_at: '2026-11-28T08:00:00Z',
  accepted_at: null,
  completed_at: null,
  promise: {
    due_at: new Date(Date.now() + 90 * 60_000).toISOString(),
    minutes: 120,
    first_response_at: null,
    overdue: false,
    kept: null,
  },
  rating: null,
  unread_count: 0,
  messages: [],
  ...overrides,
});

export interface ConciergeServerOptions {
  assistants?: AssistantCard[];
  cases?: CaseDetail[];
  /** /assistants answers 403 with this code (a member below gold). */
  refusal?: 'TIER_REQUIRED' | 'PLAN_REQUIRED';
  /** POST /cases answers 500. */
  connectFails?: boolean;
}

export function serveHumanConcierge(options: ConciergeServerOptions = {}) {
  const cases = [...(options.cases ?? [])];
  const settings: ConciergeSettings = {
    communication_preferences: DEFAULT_COMMUNICATION_PREFERENCES,
    escalation_rules: escalationRules(new Map(), false),
  };
  return mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const base = '/api/human-concierge';
    if (options.refusal) {
      return jsonResponse(403, { code: options.refusal, message: 'Upgrade your membership.' });
    }
    if (path === `${base}/assistants`) {
      return jsonResponse(200, { tier: 'gold', assistants: options.assistants ?? [] });
    }
    if (path === `${base}/settings`) {
      return jsonResponse(200, method === 'PUT' ? { ...settings, ...body } : settings);
    }
    if (path === `${base}/cases` && method === 'POST') {
      if (options.connectFails) {
        return jsonResponse(500, {
          code: 'GENERIC_ERROR',
          message: 'An unexpected error occurred.',
        });
      }
      const created = conciergeCase({ request_summary: String(body.request_summary ?? '') });
      cases.unshift(created);
      return jsonResponse(201, created);
    }
    if (path === `${base}/cases`) {
      const state = new URL(url, 'http://x').searchParams.get('state');
      return jsonResponse(
        200,
        cases.filter((c) => (state === 'history') === (c.status === 'completed')),
      );
    }
    const match = path.match(/^\/api\/human-concierge\/cases\/([^/]+)(?:\/(\w+))?$/);
    const found = match && cases.find((c) => c.id === match[1]);
    if (found && !match[2]) return jsonResponse(200, found);
    if (found && match[2] === 'rating') {
      found.rating = { score: Number(body.rating), comment: String(body.comment ?? '') };
      return jsonResponse(200, found);
    }
    if (found && match[2] === 'read') return jsonResponse(204);
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}
