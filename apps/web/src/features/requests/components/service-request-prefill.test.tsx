import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPLETED,
  CONFIRMED,
  PENDING,
  renderRequests,
  serveRequests,
} from '../../../testing/requests-test-server';

beforeEach(() => {
  // 10:00 on Tuesday 24 November 2026 in Johannesburg.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-level store: start every test without any.
  toast.dismiss();
});

const changes = (calls: () => { url: string; method: string; body: unknown }[]) =>
  calls().filter((call) => call.method !== 'GET');

describe('ServiceRequestPage: prefilled from an earlier request', () => {
  it('Book Again starts a new request from a completed one, without a date that has passed', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    renderRequests(`/service-request?from=${COMPLETED.id}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Book Again' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLSelectElement>('Service Type')).value).toBe(
      'accommodation',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'Villa in Plettenberg Bay',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('Plettenberg Bay');
    expect(screen.getByLabelText<HTMLInputElement>('Preferred Date').value).toBe('');
    expect(screen.getByText('The original date has passed: choose a new one.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByRole('heading', { name: 'Choose Your Provider' });
    const post = changes(calls)[0];
    expect(post?.url).toBe('/api/service-requests');
    expect(post?.body).toMatchObject({
      service_type: 'accommodation',
      location: 'Plettenberg Bay',
    });
  });

  it('Modify Request saves the pending request with PATCH and skips the provider step', async () => {
    const { calls } = serveRequests();
    const user = userEvent.setup();
    const { router } = renderRequests(`/service-request?edit=${PENDING.id}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Modify Request' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Preferred Date')).value).toBe(
      '2026-12-19',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Preferred Time').value).toBe('18:30');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Special Requests').value).toBe(
      'No pork, please',
    );
    const location = screen.getByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Rosebank');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Request updated')).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({
        url: `/api/service-requests/${PENDING.id}`,
        method: 'PATCH',
        body: {
          service_type: 'private_chef',
          description: 'Chef for a family braai',
          preferred_date: '2026-12-19',
          preferred_time: '18:30',
          location: 'Rosebank',
          special_requests: 'No pork, please',
        },
      }),
    ]);
    expect(router.state.location.pathname).toBe('/service-history');
  });

  it('Modify Request refuses a request that has been answered', async () => {
    serveRequests();
    renderRequests(`/service-request?edit=${CONFIRMED.id}`);
    expect(
      await screen.findByText(
        'This request can no longer be changed: it has been answered or closed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('says when the request to change does not exist', async () => {
    serveRequests();
    renderRequests('/service-request?edit=99999999-0000-4000-8000-000000000000');
    expect(await screen.findByText('This request could not be found.')).toBeTruthy();
  });
});
