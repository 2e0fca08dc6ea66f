import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
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
  availability_hours: '',
  response_time: '',
  completed_jobs: 0,
  years_experience: 0,
  account_email: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('providerChoices', () => {
  const providers = [
    provider({ name: 'Chef Anna', service_type: 'private_chef', rating: 5 }),
    provider({ name: 'Drive B', rating: 4.2 }),
    provider({ name: 'Drive A', rating: 4.9, location: 'Durban' }),
    provider({ name: 'Drive Off', rating: 5, is_active: false }),
  ];

  it('puts active providers of the service type first, best rated first', () => {
    const { matching, others } = providerChoices(providers, 'personal_driver');
    expect(matching.map((p) => p.name)).toEqual(['Drive A', 'Drive B']);
    expect(others.map((p) => p.name)).toEqual(['Chef Anna']);
  });

  it('filters by name, location or e-mail, ignoring case', () => {
    expect(providerChoices(providers, 'personal_driver', 'durBAN').matching).toHaveLength(1);
    expect(providerChoices(providers, 'personal_driver', 'anna').others).toHaveLength(1);
    expect(providerChoices(providers, 'personal_driver', 'nobody').matching).toHaveLength(0);
  });
});
