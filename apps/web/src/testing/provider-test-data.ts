import type {
  ProviderAssignment,
  ProviderLinkView,
  ProviderRequestSummary,
} from '@aurum/shared/provider/provider-contract';

/** Test data for the provider screens. */
const REQUEST: ProviderRequestSummary = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  service_type: 'personal_driver',
  service_label: 'Personal Driver',
  description: 'Airport pickup from Cape Town International, two passengers',
  location: 'Cape Town',
  preferred_date: '2026-12-18T07:30:00.000Z',
  preferred_time_set: true,
  party_size: null,
  dining: false,
  special_requests: 'Child seat, please',
};

export const linkView = (overrides: Partial<ProviderLinkView> = {}): ProviderLinkView => ({
  action: 'confirm',
  assignment_id: 'a-1',
  state: 'open',
  provider_name: 'Cape Chauffeurs',
  request: REQUEST,
  ...overrides,
});

export const assignment = (
  id: string,
  overrides: Partial<ProviderAssignment> = {},
  request: Partial<ProviderAssignment['request']> = {},
): ProviderAssignment => ({
  assignment_id: id,
  state: 'open',
  response: 'pending',
  response_message: null,
  assigned_by: 'member',
  link_expires_at: '2026-12-03T08:00:00.000Z',
  responded_at: null,
  created_at: '2026-12-01T08:00:00.000Z',
  ...overrides,
  request: { ...REQUEST, status: 'pending', confirmation_status: 'confirming', ...request },
});
