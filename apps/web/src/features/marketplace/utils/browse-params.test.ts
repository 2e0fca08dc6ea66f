import { browseQuerySchema } from '@aurum/shared/marketplace/marketplace-contract';
import { describe, expect, it } from 'vitest';
import { filtersOf, NO_FILTERS, tabOf, withChanges, withoutFilters } from './browse-params';

const params = (text: string) => new URLSearchParams(text);

describe('browse params', () => {
  it('reads valid filters and ignores bad ones', () => {
    expect(filtersOf(params('q=chef&price=premium&rating=4.5&availability=week'))).toEqual({
      ...NO_FILTERS,
      q: 'chef',
      price: 'premium',
      rating: 4.5,
      availability: 'week',
    });
    expect(filtersOf(params('price=cheap&rating=4.3&availability=never'))).toEqual(NO_FILTERS);
    expect(tabOf(params('tab=emergency'))).toBe('emergency');
    expect(tabOf(params('tab=other'))).toBe('browse');
  });

  it('reads each address value exactly as the browse schema of the API would', () => {
    const samples: Record<keyof typeof NO_FILTERS, string[]> = {
      q: ['', 'chef', '  villa  ', 'x'.repeat(100), 'x'.repeat(101), ' '.repeat(120)],
      category: ['', 'Private Chef', 'y'.repeat(80), 'y'.repeat(81)],
      location: ['', ' Sandton ', 'z'.repeat(80), 'z'.repeat(81)],
      price: ['', 'budget', 'moderate', 'premium', 'cheap', 'Premium', ' premium'],
      rating: ['', '0', '3', '4.5', '5', '5.5', '-0.5', '4.3', 'four', ' 2 ', '1e0', 'Infinity'],
      availability: ['', 'today', 'week', 'weekend', 'emergency', 'never', 'Today'],
    };
    for (const [key, values] of Object.entries(samples)) {
      for (const value of values) {
        const api = browseQuerySchema.shape[key as keyof typeof samples].safeParse(value);
        const read = filtersOf(params(`${key}=${encodeURIComponent(value)}`))[
          key as keyof typeof samples
        ];
        expect(read, `${key}=${JSON.stringify(value)}`).toEqual(
          api.success ? api.data : NO_FILTERS[key as keyof typeof samples],
        );
      }
    }
  });

  it('leaves defaults out of the address and keeps the rest', () => {
    const next = withChanges(params('q=chef&tab=featured&price=budget'), {
      price: '',
      rating: 0,
      tab: 'browse',
      category: 'Home Services',
    });
    expect(next.toString()).toBe('q=chef&category=Home+Services');
    expect(withoutFilters(params('q=spa&location=Durban&rating=3&provider=p-1')).toString()).toBe(
      'q=spa&provider=p-1',
    );
  });
});
