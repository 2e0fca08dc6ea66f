import type {
  ChatMessage,
  ChatProposal,
  ProposalFiled,
  ProposalTarget,
} from '@aurum/shared/chat/chat-contract';
import { jsonResponse, mockFetch } from './fetch-mock';

/** A new private chef request the assistant proposes; override what a test is about. */
export function makeProposal(overrides: Partial<ChatProposal> = {}): ChatProposal {
  return {
    id: 'p-1',
    kind: 'new',
    target: null,
    changed: [],
    party_size: null,
    dining: false,
    service_type: 'private_chef',
    location: 'Sandton',
    area: 'Johannesburg',
    preferred_date: '2026-12-12',
    preferred_time: '19:00',
    special_requests: null,
    confidence: 0.9,
    providers: [],
    description: 'Private chef for eight on Saturday',
    allergies: [],
    dietary_restrictions: [],
    status: 'open',
    request_id: null,
    ...overrides,
  };
}

/** The member's driver request for 4 Dec 2026 at 09:00 in Sandton, booked with a provider. */
export function makeTarget(overrides: Partial<ProposalTarget> = {}): ProposalTarget {
  return {
    id: '5a0c9a52-0000-4000-8000-0000000000aa',
    service_type: 'personal_driver',
    status: 'Awaiting Confirmation',
    preferred_date: '2026-12-04T07:00:00.000Z',
    preferred_time_set: true,
    location: 'Sandton',
    party_size: null,
    provider_name: 'Cape Chauffeurs',
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm-1',
    message: 'Here is what I understood.',
    is_from_user: false,
    created_at: '2026-12-01T08:00:00.000Z',
    has_google_fallback: false,
    search_text: null,
    proposal: null,
    proposals: [],
    choices: [],
    memory_suggestion: null,
    author: 'engine',
    language: 'en',
    offers_human: false,
    vault_request: null,
    ...overrides,
  };
}

/** The confirm answer for a proposal: filed for a new one, done for a cancel or change. */
export function confirmAnswer(proposal: ChatProposal): ProposalFiled {
  const done = proposal.kind !== 'new';
  const notices = {
    new: { title: 'Request Received', description: 'Our concierge team is on it.' },
    cancel: { title: 'Request cancelled', description: 'Cape Chauffeurs has been told.' },
    change: {
      title: 'Request changed',
      description: 'Cape Chauffeurs has been told the new time.',
    },
  };
  return {
    request_id: proposal.target?.id ?? 'r-1',
    notice: notices[proposal.kind],
    matching: null,
    reply: makeMessage({ id: `reply-${proposal.id}`, message: notices[proposal.kind].title }),
    proposal: { ...proposal, status: done ? 'done' : 'filed' },
  };
}

/**
 * The chat API for a card test: each proposal's confirm endpoint answers `confirmAnswer`, or the
 * error `fail` gives for it; the history is `history`. Every call is recorded.
 */
export function serveChat({
  proposals,
  history = [],
  fail,
}: {
  proposals: ChatProposal[];
  history?: ChatMessage[];
  fail?: (proposal: ChatProposal) => Response | null;
}) {
  return mockFetch((url, init) => {
    const proposal = proposals.find(
      (current) => url === `/api/chat/proposals/${current.id}/confirm`,
    );
    if (proposal && init.method === 'POST') {
      return fail?.(proposal) ?? jsonResponse(200, confirmAnswer(proposal));
    }
    if (url === '/api/chat/messages') return jsonResponse(200, { messages: history });
    return jsonResponse(200, []);
  });
}

/** The bodies sent to one proposal's confirm endpoint. */
export const confirmBodiesOf = (calls: ReturnType<typeof mockFetch>['calls'], id: string) =>
  calls()
    .filter((call) => call.method === 'POST' && call.url === `/api/chat/proposals/${id}/confirm`)
    .map((call) => call.body);
