import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MarketplaceChanges } from '../hooks/use-marketplace-params';
import { NO_FILTERS, type BrowseFilters } from '../utils/browse-params';
import { FilterPanel } from './filter-panel';

/** The filter panel over filters that take `lagMs` to come back (as the address does). */
function LaggingPanel({ lagMs }: { lagMs: number }) {
  const [filters, setFilters] = useState<BrowseFilters>(NO_FILTERS);
  const onChange = (changes: MarketplaceChanges) =>
    setTimeout(() => setFilters((current) => ({ ...current, ...changes })), lagMs);
  return (
    <>
      <FilterPanel
        id="filters"
        filters={filters}
        categories={[]}
        onChange={onChange}
        onClear={() => setFilters(NO_FILTERS)}
      />
      <output aria-label="Minimum rating filter">{filters.rating}</output>
    </>
  );
}

describe('FilterPanel rating slider', () => {
  it('counts every step of a held arrow key, however late the filters follow', async () => {
    render(<LaggingPanel lagMs={200} />);
    const slider = screen.getByLabelText<HTMLInputElement>('Minimum rating');
    // What a held ArrowRight does: each repeat steps on from the slider's current position.
    for (let step = 0; step < 9; step++) {
      fireEvent.input(slider, { target: { value: String(Number(slider.value) + 0.5) } });
    }
    expect(slider.value).toBe('4.5');
    expect(slider.getAttribute('aria-valuetext')).toBe('4.5 stars and up');
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum rating filter').textContent).toBe('4.5'),
    );
    expect(slider.value).toBe('4.5');
  });

  it('follows Clear filters', async () => {
    render(<LaggingPanel lagMs={0} />);
    const slider = screen.getByLabelText<HTMLInputElement>('Minimum rating');
    fireEvent.input(slider, { target: { value: '3' } });
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum rating filter').textContent).toBe('3'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(slider.value).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe('Any rating');
  });
});
