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
