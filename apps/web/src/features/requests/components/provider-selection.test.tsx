import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  FYNBOS,
  renderRequests,
  serveRequests,
  UMAMI,
} from '../../../testing/requests-test-server';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-level store: start every test without any.
  toast.dismiss();
});

const NEW_ID = 'ffffffff-0000-4000-8000-000000000001';

/** Files a Private Chef request and waits for the provider step. */
async function reachProviderStep(options: Parameters<typeof serveRequests>[0] = {}) {
  const server = serveRequests(options);
  const user = userEvent.setup();
  renderRequests('/service-request');
  await user.selectOptions(screen.getByLabelText('Service Type'), 'Private Chef');
  await user.type(screen.getByLabelText('Description'), 'Dinner for eight');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  await screen.findByRole('heading', { name: 'Choose Your Provider' });
  return { ...server, user };
}

const afterCreate = (calls: () => { url: string; method: string; body: unknown }[]) =>
  calls()
    .filter((call) => call.method === 'POST' && call.url !== '/api/service-requests')
    .map(({ url, body }) => ({ url, body }));

describe('ServiceRequestPage: the provider step', () => {
  it('shows each offered provider with rating, place, price, response time and description', async () => {
    await reachProviderStep();
    const list = screen.getByRole('list', { name: 'Available providers' });
    const cards = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li')!);
    expect(cards).toHaveLength(2);
    const fynbos = within(cards[0]!);
    expect(fynbos.getByRole('heading', { name: 'Fynbos Table' })).toBeTruthy();
    expect(fynbos.getByRole('img', { name: 'Rated 4.9 out of 5 from 156 reviews' })).toBeTruthy();
    expect(fynbos.getByText('Sandton')).toBeTruthy();
    expect(fynbos.getByText('R 1 200 – R 2 800 per guest')).toBeTruthy();
    expect(fynbos.getByText('Within 1 hour')).toBeTruthy();
    expect(fynbos.getByText('Seasonal tasting menus cooked in your kitchen.')).toBeTruthy();
    expect(within(cards[1]!).getByRole('img', { name: 'Rated 4.2 out of 5 from 1 review' }));
    expect(screen.getByText('Your plan has 2 requests left this month.')).toBeTruthy();
    // Focus moves once the step is on screen (an effect, after the paint).
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Choose Your Provider' }),
      ),
    );
  });

  it('choosing a provider asks them to confirm, then starts a fresh form', async () => {
    const { user, calls } = await reachProviderStep();
    await user.click(screen.getByRole('button', { name: 'Choose Umami House' }));

    expect(
      await screen.findAllByText('Umami House has been asked to confirm your request.'),
    ).toHaveLength(2);
    expect(afterCreate(calls)).toEqual([
      { url: `/api/service-requests/${NEW_ID}/provider`, body: { provider_id: UMAMI.id } },
    ]);
    expect(screen.queryByRole('heading', { name: 'Choose Your Provider' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Service Type').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('');
    expect(screen.getByRole('link', { name: 'View Request Status' }).getAttribute('href')).toBe(
      '/request-status',
    );
  });

  it('skipping runs automated matching: "Automated Match Found" with the providers notified', async () => {
    const { user, calls } = await reachProviderStep();
    await user.click(screen.getByRole('button', { name: 'Skip - Auto-assign Provider' }));

    expect(await screen.findAllByText('Automated Match Found')).toHaveLength(2);
    expect(screen.getAllByText('3 providers notified')).toHaveLength(2);
    expect(afterCreate(calls)).toEqual([
      { url: `/api/service-requests/${NEW_ID}/auto-assign`, body: undefined },
    ]);
    expect(screen.getByRole('link', { name: 'View Request Status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it('skipping without a match says the concierge team takes over', async () => {
    const { user } = await reachProviderStep({
      match: {
        success: false,
        message: 'Request Received',
        emailsSent: 0,
        providersMatched: 0,
        fallbackToManual: true,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Skip - Auto-assign Provider' }));
    expect(await screen.findAllByText('Request Received')).toHaveLength(2);
    expect(
      screen.getAllByText('Our concierge team will personally find the right provider.'),
    ).toHaveLength(2);
  });

  it('with no provider to offer, says so and still offers automatic assignment', async () => {
    await reachProviderStep({ providers: [] });
    expect(screen.getByText('No providers available for Private Chef')).toBeTruthy();
    expect(screen.getByText("We'll find a suitable provider for you automatically.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip - Auto-assign Provider' })).toBeTruthy();
  });

  it('a failed choice shows "Assignment Failed" and keeps the step', async () => {
    const { user } = await reachProviderStep({
      answer: (method, url) =>
        method === 'POST' && url.endsWith('/provider')
          ? jsonResponse(400, {
              code: 'PROVIDER_NOT_AVAILABLE',
              message: 'That provider is not available for this request.',
            })
          : undefined,
    });
    await user.click(screen.getByRole('button', { name: `Choose ${FYNBOS.name}` }));
    expect(await screen.findByText('Assignment Failed')).toBeTruthy();
    expect(screen.getByText('That provider is not available for this request.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose Your Provider' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: `Choose ${FYNBOS.name}` }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
