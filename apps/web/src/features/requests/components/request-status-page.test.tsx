import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DECLINED,
  PENDING,
  renderRequests,
  serveRequests,
} from '../../../testing/requests-test-server';

afterEach(() => vi.unstubAllGlobals());

const descriptions = () =>
  screen
    .queryAllByRole('article')
    .map((article) => article.querySelector('p.whitespace-pre-line')?.textContent);

const filter = (name: string) => screen.getByRole('button', { name });

describe('RequestStatusPage', () => {
  it('filters by displayed status; Pending also holds requests awaiting confirmation', async () => {
    serveRequests();
    const user = userEvent.setup();
    const { router } = renderRequests('/request-status');
    expect(screen.getByRole('heading', { level: 1, name: 'Request Status' })).toBeTruthy();
    const group = within(screen.getByRole('group', { name: 'Filter requests' }));
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Requests',
      'Pending',
      'Confirmed',
      'Declined',
    ]);
    await screen.findAllByRole('article');
    expect(descriptions()).toHaveLength(6);
    expect(filter('All Requests').getAttribute('aria-pressed')).toBe('true');

    await user.click(filter('Pending'));
    expect(filter('Pending').getAttribute('aria-pressed')).toBe('true');
    expect(filter('All Requests').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() =>
      expect(descriptions()).toEqual(['Chef for a family braai', 'Airport transfer to Sandton']),
    );
    expect(router.state.location.search).toBe('?filter=pending');

    await user.click(filter('Confirmed'));
    await waitFor(() => expect(descriptions()).toEqual(['Sunset cruise for six']));
    await user.click(filter('Declined'));
    await waitFor(() => expect(descriptions()).toEqual(['Close protection for a gala']));
    await user.click(filter('All Requests'));
    await waitFor(() => expect(descriptions()).toHaveLength(6));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the filter of the address and asks the server for that filter only', async () => {
    const { calls } = serveRequests();
    renderRequests('/request-status?filter=confirmed');
    await screen.findAllByRole('article');
    expect(descriptions()).toEqual(['Sunset cruise for six']);
    expect(calls().map((call) => call.url)).toContain(
      '/api/service-requests/details?limit=20&filter=confirmed',
    );
  });

  it('pages through many requests with Show More Requests, each once', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...PENDING,
      id: `req-${i}`,
      description: `Request number ${i}`,
    }));
    serveRequests({ requests: many });
    const user = userEvent.setup();
    renderRequests('/request-status');
    await screen.findAllByRole('article');
    expect(descriptions()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show More Requests' }));
    await waitFor(() => expect(descriptions()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Show More Requests' }));
    await waitFor(() => expect(descriptions()).toHaveLength(45));
    expect(new Set(descriptions()).size).toBe(45);
    expect(screen.queryByRole('button', { name: 'Show More Requests' })).toBeNull();
  });

  it("shows a decline prominently with the provider's reason", async () => {
    serveRequests({ requests: [DECLINED] });
    renderRequests('/request-status');
    const article = within(await screen.findByRole('article'));
    const response = article.getByRole('note');
    expect(within(response).getByText('Provider Declined')).toBeTruthy();
    expect(
      within(response).getByText('Shield Guards declined: All our teams are booked that night.'),
    ).toBeTruthy();
    expect(response.className).toContain('red');
    expect(article.getByText('Shield Guards')).toBeTruthy();
    // Timeline: the latest 5 of 6 updates.
    const timeline = article.getByRole('region', { name: 'Status Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
    expect(within(timeline).queryByText('Older update 5')).toBeNull();
  });

  it('shows provider, response, special requests and admin notes', async () => {
    serveRequests();
    renderRequests('/request-status?filter=confirmed');
    const article = within(await screen.findByRole('article'));
    expect(article.getByText('Atlantic Blue')).toBeTruthy();
    expect(article.getByText('Provider Response')).toBeTruthy();
    expect(article.getByText('Admin Notes')).toBeTruthy();
    expect(article.getByText('Champagne is on the house.')).toBeTruthy();
    expect(article.getByText('Cape Town')).toBeTruthy();
  });

  it('says which filter found nothing and offers a new request', async () => {
    serveRequests({ requests: [PENDING] });
    const user = userEvent.setup();
    renderRequests('/request-status');
    await screen.findAllByRole('article');
    await user.click(filter('Declined'));
    expect(screen.getByText('No declined requests found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a Request' }).getAttribute('href')).toBe(
      '/service-request',
    );
    await user.click(filter('Confirmed'));
    expect(screen.getByText('No confirmed requests found')).toBeTruthy();
  });

  it('says "No requests found" when there are none at all', async () => {
    serveRequests({ requests: [] });
    renderRequests('/request-status');
    expect(await screen.findByText('No requests found')).toBeTruthy();
  });
});
