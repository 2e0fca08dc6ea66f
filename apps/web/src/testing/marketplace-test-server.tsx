import type {
  BrowseResult,
  EmergencyProvider,
  FeaturedProvider,
  MarketplaceCategory,
  MarketplaceProvider,
  ProviderDetail,
  ProviderSlots,
} from '@aurum/shared/marketplace/marketplace-contract';
import { Toaster } from '../components/ui/toaster';
import { jsonResponse, mockFetch } from './fetch-mock';
import { renderRoutes } from './render';
import { MarketplacePage } from '../features/marketplace/components/marketplace-page';

/** Test support for /marketplace: providers, categories and an in-memory marketplace API. */
export const marketplaceProvider = (
  overrides: Partial<MarketplaceProvider> & { id: string; name: string },
): MarketplaceProvider => ({
  service_type: 'private_chef',
  category: 'Private Dining',
  location: 'Sandton',
  price_range: 'R1,200 - R2,800 per guest',
  price_from_cents: 120_000,
  description: 'Seasonal tasting menus cooked in your kitchen.',
  rating: 4.8,
  review_count: 12,
  response_time: 'Within 1 hour',
  availability_hours: 'Mon-Sat 08:00-20:00',
  years_experience: 9,
  is_emergency: false,
  ...overrides,
});

export const FYNBOS = marketplaceProvider({ id: 'p-fynbos', name: 'Fynbos Table', rating: 4.9 });
const SAFEHOME = marketplaceProvider({
  id: 'p-safehome',
  name: 'SafeHome Plumbing',
  service_type: 'home_services',
  category: 'Home Services',
  location: 'Johannesburg',
  price_range: 'R450 call-out',
  description: '24/7 emergency plumbing across Gauteng.',
  rating: 4.6,
  is_emergency: true,
});
const PROVIDERS = [FYNBOS, SAFEHOME];

const CATEGORIES: MarketplaceCategory[] = [
  { id: 'c-1', name: 'Home Services', description: '', icon: 'home', provider_count: 1 },
  { id: 'c-2', name: 'Private Dining', description: '', icon: 'star', provider_count: 1 },
];

export const slot = (id: string, start: string, end: string, date = '2026-05-04') => ({
  id,
  slot_date: date,
  start_time: start,
  end_time: end,
});

export const SAFEHOME_DETAIL: ProviderDetail = {
  ...SAFEHOME,
  contact_phone: '+27 11 555 0199',
  contact_email: 'help@safehome.example.co.za',
  stats: { completed_jobs: 38, avg_response_minutes: 45, customer_rating: 4.6 },
  reviews: [
    {
      id: 'rv-1',
      rating: 5,
      quality_rating: 5,
      response_time_rating: 4,
      value_rating: 5,
      review_text: 'Fixed a burst geyser at midnight.',
      created_at: '2026-03-14T10:00:00Z',
      reviewer: 'Anonymous User',
    },
  ],
  todays_slots: [slot('s-1', '09:00', '10:00'), slot('s-2', '10:00', '11:00')],
  more_slots_today: false,
  next_available_date: '2026-05-05',
  can_review: true,
  has_reviewed: false,
};

/** The phone numbers of the Emergency tab's cards. */
const EMERGENCY_PHONES: Record<string, string> = { 'p-safehome': '+27 11 555 0199' };

export interface MarketplaceServerOptions {
  providers?: MarketplaceProvider[];
  detail?: ProviderDetail;
  /** The slots answer of a date (default: one slot at 14:00, no next day). */
  slotsOn?: (date: string) => Omit<ProviderSlots, 'date'>;
  /** Overrides one call: return a Response to answer it, or undefined to go on. */
  answer?: (method: string, url: URL, body: unknown) => Response | undefined;
}

const matches = (provider: MarketplaceProvider, query: URLSearchParams) => {
  const q = (query.get('q') ?? '').toLowerCase();
  const category = query.get('category');
  const rating = Number(query.get('rating') ?? 0);
  return (
    (!q || `${provider.name} ${provider.description}`.toLowerCase().includes(q)) &&
    (!category || provider.category === category) &&
    provider.rating >= rating
  );
};

/** An in-memory marketplace API answering the calls of the member screen. */
export function serveMarketplace({
  providers = PROVIDERS,
  detail = SAFEHOME_DETAIL,
  slotsOn = (date) => ({ slots: [slot('s-9', '14:00', '15:00', date)], next_available_date: null }),
  answer,
}: MarketplaceServerOptions = {}) {
  return mockFetch((path, init) => {
    const method = init.method ?? 'GET';
    const url = new URL(path, 'http://aurum.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const custom = answer?.(method, url, body);
    if (custom) return custom;
    const route = url.pathname.replace('/api/marketplace', '');
    if (route === '/stats') {
      return jsonResponse(200, { providers: providers.length, categories: 2, average_rating: 4.7 });
    }
    if (route === '/categories') return jsonResponse(200, CATEGORIES);
    if (route === '/providers') {
      const items = providers.filter((provider) => matches(provider, url.searchParams));
      const result: BrowseResult = {
        items,
        next_cursor: null,
        total: items.length,
        total_capped: false,
      };
      return jsonResponse(200, result);
    }
    if (route === '/featured') {
      const featured: FeaturedProvider[] = [
        { ...FYNBOS, priority_order: 1, featured_until: '2026-12-31' },
      ];
      return jsonResponse(200, featured);
    }
    if (route === '/emergency') {
      const emergency: EmergencyProvider[] = providers
        .filter((provider) => provider.is_emergency)
        .map((provider) => ({ ...provider, contact_phone: EMERGENCY_PHONES[provider.id] ?? '' }));
      return jsonResponse(200, emergency);
    }
    if (route === `/providers/${detail.id}`) return jsonResponse(200, detail);
    if (route === `/providers/${detail.id}/slots`) {
      const date = url.searchParams.get('date')!;
      const answer: ProviderSlots = { date, ...slotsOn(date) };
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

/**
 * /marketplace (with the toaster) at a path; `strict` renders in StrictMode, which mounts,
 * unmounts and mounts again as development builds do.
 */
export function renderMarketplace(path = '/marketplace', { strict = false } = {}) {
  return renderRoutes(
    [
      {
        path: '/marketplace',
        element: (
          <>
            <MarketplacePage />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { path, strict },
  );
}
