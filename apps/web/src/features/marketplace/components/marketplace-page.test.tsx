import { MARKETPLACE_MESSAGES } from '@aurum/shared/marketplace/marketplace-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  FYNBOS,
  marketplaceProvider,
  renderMarketplace,
  serveMarketplace,
} from '../../../testing/marketplace-test-server';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const providerNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

const providerCalls = (calls: ReturnType<typeof serveMarketplace>['calls']) =>
  calls()
    .map((call) => new URL(call.url, 'http://aurum.test'))
    .filter((url) => url.pathname === '/api/marketplace/providers');

describe('MarketplacePage browse', () => {
  it('shows the counts, the categories and every provider', async () => {
    serveMarketplace();
    renderMarketplace();
    expect(await screen.findByText('2 providers found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'All Services' })).toBeTruthy();
    expect(providerNames()).toEqual(['Fynbos Table', 'SafeHome Plumbing']);
    const hero = within(screen.getByRole('region', { name: 'Service Marketplace' }));
    expect(await hero.findByText('4.7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows a provider without reviews as New, never as 0 stars', async () => {
    serveMarketplace({
      providers: [
        marketplaceProvider({ id: 'p-new', name: 'Karoo Newcomers', rating: 0, review_count: 0 }),
      ],
    });
    renderMarketplace();
    const card = within(await screen.findByRole('article', { name: 'Karoo Newcomers' }));
    expect(card.getByText(MARKETPLACE_MESSAGES.newProvider)).toBeTruthy();
    expect(card.getByText(MARKETPLACE_MESSAGES.newProviderLabel)).toBeTruthy();
    expect(card.queryByText('0.0')).toBeNull();
    expect(card.queryByRole('img', { name: /Rated/ })).toBeNull();
  });

  it('loads stats, categories and providers once when a filtered address opens', async () => {
    const server = serveMarketplace();
    // StrictMode mounts, unmounts and mounts again, as development builds and quick tab or
    // detail switches do; a load in flight must be reused, not aborted and sent again.
    renderMarketplace('/marketplace?location=Sandton&rating=4&q=plumb', { strict: true });
    await screen.findByText(/providers? found/);
    await screen.findByText('4.7');
    const paths = server.calls().map((call) => new URL(call.url, 'http://aurum.test').pathname);
    const count = (path: string) => paths.filter((p) => p === path).length;
    expect(count('/api/marketplace/stats')).toBe(1);
    expect(count('/api/marketplace/categories')).toBe(1);
    expect(count('/api/marketplace/providers')).toBe(1);
  });

  it('says "No ratings yet" before any review', async () => {
    serveMarketplace({
      answer: (_method, url) =>
        url.pathname === '/api/marketplace/stats'
          ? jsonResponse(200, { providers: 2, categories: 2, average_rating: null })
          : undefined,
    });
    renderMarketplace();
    expect(await screen.findByText('No ratings yet')).toBeTruthy();
  });

  it('toggles a category card and keeps the choice in the address', async () => {
    const server = serveMarketplace();
    const user = userEvent.setup();
    const { router } = renderMarketplace();
    const card = await screen.findByRole('button', { name: /Home Services/ });
    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByText('Selected')).toBeTruthy();
    expect(router.state.location.search).toBe('?category=Home+Services');
    expect(await screen.findByRole('heading', { level: 2, name: 'Home Services' })).toBeTruthy();
    await waitFor(() => expect(providerNames()).toEqual(['SafeHome Plumbing']));
    expect(screen.getByText('1 provider found')).toBeTruthy();
    expect(providerCalls(server.calls).at(-1)?.searchParams.get('category')).toBe('Home Services');

    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(within(card).queryByText('Selected')).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('writes the filters to the address and sends them to the server', async () => {
    const server = serveMarketplace();
    const user = userEvent.setup();
    const { router } = renderMarketplace();
    await screen.findByText('2 providers found');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = within(screen.getByRole('region', { name: 'Filters' }));
    await user.selectOptions(panel.getByLabelText('Price range'), 'premium');
    await user.selectOptions(panel.getByLabelText('Availability'), 'weekend');
    const slider = panel.getByLabelText('Minimum rating');
    expect(slider.getAttribute('aria-valuetext')).toBe('Any rating');
    fireEvent.input(slider, { target: { value: '4.5' } });
    await user.type(panel.getByLabelText('Location'), 'Sandton');
    await user.type(screen.getByLabelText('Search services or providers'), 'chef');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        price: 'premium',
        availability: 'weekend',
        rating: '4.5',
        location: 'Sandton',
        q: 'chef',
      }),
    );
    await waitFor(() => {
      const sent = providerCalls(server.calls).at(-1)!.searchParams;
      expect(Object.fromEntries(sent)).toEqual({
        q: 'chef',
        location: 'Sandton',
        price: 'premium',
        rating: '4.5',
        availability: 'weekend',
      });
    });
    // Typing is debounced: not one call per letter.
    expect(providerCalls(server.calls).length).toBeLessThan(8);

    await user.click(panel.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=chef');
    expect((panel.getByLabelText('Location') as HTMLInputElement).value).toBe('');
  });

  it('reads the filters from the address', async () => {
    const server = serveMarketplace();
    renderMarketplace('/marketplace?q=plumb&price=budget&rating=3&availability=today');
    expect((screen.getByLabelText('Search services or providers') as HTMLInputElement).value).toBe(
      'plumb',
    );
    // Filters set in the address open the panel.
    const panel = within(screen.getByRole('region', { name: 'Filters' }));
    expect((panel.getByLabelText('Price range') as HTMLSelectElement).value).toBe('budget');
    expect((panel.getByLabelText('Minimum rating') as HTMLInputElement).value).toBe('3');
    expect((panel.getByLabelText('Availability') as HTMLSelectElement).value).toBe('today');
    await screen.findByText('1 provider found');
    const sent = providerCalls(server.calls)[0]!.searchParams;
    expect(sent.get('q')).toBe('plumb');
    expect(sent.get('price')).toBe('budget');
  });

  it('says "No providers found" with a hint when nothing matches', async () => {
    serveMarketplace({ providers: [] });
    renderMarketplace();
    expect(await screen.findByText(MARKETPLACE_MESSAGES.noProviders)).toBeTruthy();
    expect(screen.getByText(MARKETPLACE_MESSAGES.noProvidersHint)).toBeTruthy();
    expect(screen.getByText('0 providers found')).toBeTruthy();
    // The hero's count says it in words, not as a bare 0 in large type.
    const found = screen.getByText('Providers found').parentElement!;
    expect(within(found).getByText('None').className).not.toContain('font-display');
  });

  it('shows six skeleton cards while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderMarketplace();
    expect(screen.getAllByTestId('provider-skeleton')).toHaveLength(6);
  });

  it('shows an error toast with a retry when providers fail to load', async () => {
    let fail = true;
    serveMarketplace({
      answer: (_method, url) =>
        fail && url.pathname === '/api/marketplace/providers'
          ? jsonResponse(500, { code: 'INTERNAL', message: 'Boom' })
          : undefined,
    });
    renderMarketplace();
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(
      await within(notifications).findByText(MARKETPLACE_MESSAGES.providersFailed),
    ).toBeTruthy();
    fail = false;
    // A plain click: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(within(notifications).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 providers found')).toBeTruthy();
  });
});

describe('MarketplacePage tabs', () => {
  it('shows featured providers with a Premium badge', async () => {
    serveMarketplace();
    const user = userEvent.setup();
    const { router } = renderMarketplace();
    await user.click(screen.getByRole('tab', { name: 'Featured Providers' }));
    expect(router.state.location.search).toBe('?tab=featured');
    const card = within(await screen.findByRole('article', { name: FYNBOS.name }));
    expect(card.getByText('Premium')).toBeTruthy();
  });

  it('shows the emergency banner and 24/7 badges', async () => {
    serveMarketplace();
    renderMarketplace('/marketplace?tab=emergency');
    expect(screen.getByRole('heading', { name: 'Need Immediate Help?' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'SafeHome Plumbing' }));
    expect(card.getByText('24/7 Available')).toBeTruthy();
    expect(providerNames()).toEqual(['SafeHome Plumbing']);
    // Members call an emergency provider straight from the card.
    expect(screen.getByText(/Call them directly/)).toBeTruthy();
    const call = card.getByRole('link', { name: 'Call SafeHome Plumbing' });
    expect(call.getAttribute('href')).toBe('tel:+27115550199');
  });
});
