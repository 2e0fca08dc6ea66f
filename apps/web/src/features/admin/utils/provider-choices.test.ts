import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import type { RequestCandidate } from '@aurum/shared/admin/requests-contract';
import { describe, expect, it } from 'vitest';
import { providerChoices } from './provider-choices';

const provider = (overrides: Partial<AdminProvider>): AdminProvider => ({
  id: overrides.name ?? 'id',
  name: 'Provider',
  service_type: 'personal_driver',
  category_id: null,
  location: 'Cape Town',
  price_range: '',
  price_from_cents: null,
  description: '',
  rating: 4,
  review_count: 0,
  contact_email: 'p@example.co.za',
  contact_phone: '',
  is_active: true,
  dining: false,
  availability_hours: '',
  response_time: '',
  completed_jobs: 0,
  years_experience: 0,
  account_email: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

const candidate = (name: string, location: string, already_asked = false): RequestCandidate => ({
  id: name,
  name,
  service_type: 'personal_driver',
  location,
  price_range: '',
  description: '',
  rating: 4,
  review_count: 0,
  response_time: '',
  already_asked,
});

describe('providerChoices', () => {
  const providers = [
    provider({ name: 'Chef Anna', service_type: 'private_chef', rating: 5 }),
    provider({ name: 'Drive B', rating: 4.2, location: 'Johannesburg' }),
    provider({ name: 'Drive Cape Night', rating: 5, location: 'Cape Town' }),
    provider({ name: 'Drive Off', rating: 5, is_active: false }),
  ];
  // As matching ranked them for an OR Tambo request: the metro area, then National.
  const candidates = [candidate('Drive B', 'Johannesburg'), candidate('Drive SA', 'National')];

  it("keeps matching's order and lists only the rest, best rated first, under show all", () => {
    const { matching, others } = providerChoices(candidates, providers);
    expect(matching.map((p) => p.name)).toEqual(['Drive B', 'Drive SA']);
    expect(others.map((p) => p.name)).toEqual(['Chef Anna', 'Drive Cape Night']);
  });

  it('filters by name, location or e-mail, ignoring case', () => {
    expect(providerChoices(candidates, providers, 'NATIONAL').matching).toHaveLength(1);
    expect(providerChoices(candidates, providers, 'anna').others).toHaveLength(1);
    expect(providerChoices(candidates, providers, 'nobody').matching).toHaveLength(0);
  });
});
