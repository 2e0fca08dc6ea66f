import type {
  Conflict,
  Idea,
  RelationshipOverview,
  SharedEvent,
} from '@aurum/shared/relationship/relationship-contract';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for /relationship: the member's link, the space's events, ideas and conflicts in
 * memory behind the API's paths. `invite` answers POST /api/relationship/invitations.
 */
export const SPACE = '5b1f0f1e-0000-4000-8000-00000000aaaa';
export const ME = { id: '8d0c9a52-0000-4000-8000-000000000001', name: 'Thandi Nkosi' };
export const PARTNER = { id: '8d0c9a52-0000-4000-8000-000000000002', name: 'Sipho Nkosi' };

export const linked = (): RelationshipOverview => ({
  space_id: SPACE,
  partner: {
    id: PARTNER.id,
    name: PARTNER.name,
    email: 'sipho@example.co.za',
    relationship_type: 'spouse',
    connected_since: '2026-11-01T08:00:00Z',
    is_primary: true,
    avatar_url: null,
  },
  invitations: [],
});

export const unlinked = (): RelationshipOverview => ({
  space_id: null,
  partner: null,
  invitations: [],
});

let counter = 0;
export const sharedEvent = (overrides: Partial<SharedEvent> = {}): SharedEvent => ({
  id: `event-${++counter}`,
  title: 'Dinner at La Colombe',
  description: '',
  date: '2026-12-12',
  time: '19:30',
  location: 'Constantia',
  created_by: ME,
  participants: [ME, PARTNER],
  category: 'date',
  status: 'planned',
  created_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

export const conflict = (overrides: Partial<Conflict> = {}): Conflict => ({
  id: `conflict-${++counter}`,
  issue_summary: 'How we spend our weekends',
  status: 'active',
  participants: [ME, PARTNER],
  my_perspective: null,
  partner_has_written: false,
  partner_perspective: null,
  ai_guidance: null,
  created_at: '2026-11-20T08:00:00Z',
  resolved_at: null,
  ...overrides,
});

export const idea = (overrides: Partial<Idea> = {}): Idea => ({
  id: `idea-${++counter}`,
  title: 'Sunset picnic at Kirstenbosch',
  description: '',
  category: 'date_idea',
  effort_level: 'medium',
  budget_rand: 1500,
  is_seasonal: true,
  tags: ['outdoors', 'summer'],
  created_by: ME,
  concierge_request_id: null,
  created_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

export interface RelationshipServerOptions {
  overview?: RelationshipOverview;
  events?: SharedEvent[];
  ideas?: Idea[];
  conflicts?: Conflict[];
  /** POST /api/relationship/invitations fails with this status and body. */
  inviteFails?: { status: number; body: unknown };
  /** The invitation a link's token opens, or the refusal (status and body) it meets. */
  invitation?: { inviter_name: string } | { status: number; body: unknown };
}

export function serveRelationship(options: RelationshipServerOptions = {}) {
  let overview = options.overview ?? linked();
  const events = [...(options.events ?? [])];
  const ideas = [...(options.ideas ?? [])];
  const conflicts = [...(options.conflicts ?? [])];
  const space = `/api/relationship/spaces/${SPACE}`;

  const mock = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path === '/api/relationship' && method === 'GET') return jsonResponse(200, overview);
    if (path === '/api/relationship/invitations' && method === 'POST') {
      if (options.inviteFails)
        return jsonResponse(options.inviteFails.status, options.inviteFails.body);
      const sent = {
        id: `invitation-${++counter}`,
        email: body.email,
        relationship_type: body.relationship_type,
        expires_at: '2026-12-01T08:00:00Z',
        created_at: '2026-11-24T08:00:00Z',
      };
      overview = { ...overview, invitations: [...overview.invitations, sent as never] };
      return jsonResponse(201, sent);
    }
    if (path === '/api/relationship/invitations/lookup' && method === 'POST') {
      const found = options.invitation ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'x' },
      };
      if ('status' in found) return jsonResponse(found.status, found.body);
      return jsonResponse(200, {
        ...found,
        email: 'thandi@aurum.test',
        relationship_type: 'partner',
        expires_at: '2026-12-01T08:00:00Z',
      });
    }
    if (path === '/api/relationship/invitations/accept' && method === 'POST') {
      overview = linked();
      return jsonResponse(200, overview);
    }
    if (path === '/api/relationship/invitations/decline' && method === 'POST') {
      return new Response(null, { status: 204 });
    }
    if (path === `${space}/events` && method === 'GET') return jsonResponse(200, events);
    if (path === `${space}/events/quality-time` && method === 'POST') {
      const made = sharedEvent({
        title: 'Quality time together',
        category: 'quality_time',
        date: '2026-12-01',
        time: '19:00',
        location: '',
      });
      events.push(made);
      return jsonResponse(201, made);
    }
    const eventPath = path.match(new RegExp(`^${space}/events/([^/]+)$`));
    if (eventPath && method === 'PATCH') {
      const index = events.findIndex((e) => e.id === eventPath[1]);
      events[index] = { ...events[index]!, ...(body as Partial<SharedEvent>) };
      return jsonResponse(200, events[index]);
    }
    const ideaPath = path.match(new RegExp(`^${space}/ideas/([^/]+)$`));
    if (ideaPath && method === 'PATCH') {
      const index = ideas.findIndex((i) => i.id === ideaPath[1]);
      ideas[index] = { ...ideas[index]!, ...(body as Partial<Idea>) };
      return jsonResponse(200, ideas[index]);
    }
    if (path === `${space}/ideas` && method === 'GET') return jsonResponse(200, ideas);
    if (path === `${space}/conflicts` && method === 'GET') return jsonResponse(200, conflicts);
    const resolution = path.match(new RegExp(`^${space}/conflicts/([^/]+)/resolution$`));
    if (resolution && method === 'POST') {
      const index = conflicts.findIndex((c) => c.id === resolution[1]);
      conflicts[index] = {
        ...conflicts[index]!,
        status: 'resolved',
        resolved_at: '2026-11-24T08:00:00Z',
      };
      return jsonResponse(200, conflicts[index]);
    }
    if (path === `${space}/end` && method === 'POST') {
      overview = unlinked();
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...mock, setOverview: (next: RelationshipOverview) => (overview = next) };
}
