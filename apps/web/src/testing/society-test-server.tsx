import type {
  Gift,
  Perk,
  SocietyBenefits,
  SocietyEvent,
} from '@aurum/shared/society/society-rules';
import { jsonResponse, mockFetch } from './fetch-mock';

/**
 * Test support for /society: in-memory perks, events, gifts and benefits behind the API's paths,
 * with redemption, RSVP, cancel and the waitlist changing them as the server would.
 */
let counter = 0;

export const perk = (overrides: Partial<Perk> = {}): Perk => ({
  id: `perk-${++counter}`,
  title: 'Winelands Tasting for Two',
  description: 'A private tasting for two at a Stellenbosch estate.',
  category: 'monthly',
  tier: 'gold',
  value: 'Complimentary',
  fulfilment: 'code',
  expires_at: null,
  stock_remaining: null,
  is_available: true,
  unavailable_reason: null,
  is_redeemed: false,
  redemption: null,
  ...overrides,
});

export const societyEvent = (overrides: Partial<SocietyEvent> = {}): SocietyEvent => ({
  id: `event-${++counter}`,
  title: 'Platinum Wine Pairing Dinner',
  description: 'Five courses with reserve wines.',
  date: '2026-12-05T17:00:00.000Z',
  location: 'Franschhoek',
  capacity: 24,
  attendees: 3,
  tier_requirement: 'platinum',
  category: 'wine',
  rsvp_status: 'not_registered',
  waitlist_position: null,
  waitlist_length: 0,
  ...overrides,
});

export const benefits = (overrides: Partial<SocietyBenefits> = {}): SocietyBenefits => ({
  membership_tier: 'platinum',
  plan_name: 'Signature Access',
  features: ['Two human concierges on call'],
  perk_tiers: ['trial', 'gold', 'platinum'],
  event_tiers: ['gold', 'platinum'],
  monthly_request_limit: 10,
  perk_discount_max_percent: 20,
  upgrades: [{ tier: 'black', name: 'Elite Access', features: ['Every Society event'] }],
  ...overrides,
});

export interface SocietyServerOptions {
  perks?: Perk[];
  events?: SocietyEvent[];
  gifts?: Gift[];
  benefits?: SocietyBenefits;
  tier?: string;
  /** A refusal for every change: status, code and message. */
  refuse?: { status: number; code: string; message: string };
}

export function serveSociety(options: SocietyServerOptions = {}) {
  const perks = [...(options.perks ?? [])];
  const events = [...(options.events ?? [])];
  const findEvent = (id: string) => events.find((event) => event.id === id)!;
  const mock = mockFetch((url, init) => {
    const path = url.split('?')[0]!;
    const method = init.method ?? 'GET';
    if (path === '/api/profile') {
      return jsonResponse(200, { id: 'me', membership_tier: options.tier ?? 'platinum' });
    }
    if (method === 'GET' && path === '/api/society/perks') return jsonResponse(200, perks);
    if (method === 'GET' && path === '/api/society/events') return jsonResponse(200, events);
    if (method === 'GET' && path === '/api/society/gifts')
      return jsonResponse(200, options.gifts ?? []);
    if (method === 'GET' && path === '/api/society/benefits') {
      return jsonResponse(200, options.benefits ?? benefits());
    }
    if (options.refuse) {
      const { status, ...body } = options.refuse;
      return jsonResponse(status, body);
    }
    const redemption = /^\/api\/society\/perks\/([^/]+)\/redemption$/.exec(path);
    if (redemption && method === 'POST') {
      const index = perks.findIndex((candidate) => candidate.id === redemption[1]);
      perks[index] = {
        ...perks[index]!,
        is_redeemed: true,
        is_available: false,
        redemption: {
          redeemed_at: '2026-11-28T10:00:00.000Z',
          code: 'AUR-WINE-2026',
          request_id: null,
          how_to_use: 'Show code AUR-WINE-2026 when you book, or quote it to the concierge.',
        },
      };
      return jsonResponse(201, perks[index]);
    }
    const change = /^\/api\/society\/events\/([^/]+)\/(rsvp|waitlist)$/.exec(path);
    if (change) {
      const event = findEvent(change[1]!);
      const [, , what] = change;
      if (what === 'rsvp' && method === 'POST') {
        Object.assign(event, { rsvp_status: 'registered', attendees: event.attendees + 1 });
      } else if (what === 'rsvp') {
        Object.assign(event, { rsvp_status: 'not_registered', attendees: event.attendees - 1 });
      } else if (method === 'POST') {
        Object.assign(event, {
          rsvp_status: 'waitlisted',
          waitlist_length: event.waitlist_length + 1,
          waitlist_position: event.waitlist_length + 1,
        });
      } else {
        Object.assign(event, {
          rsvp_status: 'not_registered',
          waitlist_length: event.waitlist_length - 1,
          waitlist_position: null,
        });
      }
      return jsonResponse(method === 'POST' ? 201 : 200, event);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { ...mock, perks, events };
}
