import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import {
  REQUEST_ID,
  renderAdmin,
  sampleRequest,
  serveAdmin,
} from '../../../testing/admin-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

describe('completing a request in the staff console', () => {
  it('asks for the reason when no provider confirmed, and sends it', async () => {
    const sent: unknown[] = [];
    const inProgress = sampleRequest({ status: 'in_progress', confirmation_status: 'confirming' });
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
      [`GET /api/admin/requests/${REQUEST_ID}`]: () => jsonResponse(200, inProgress),
      'GET /api/admin/providers': () => jsonResponse(200, []),
      [`POST /api/admin/requests/${REQUEST_ID}/status`]: (_url, body) => {
        sent.push(body);
        return jsonResponse(200, { ...inProgress, status: 'completed' });
      },
    });
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const complete = (await screen.findByRole('button', {
      name: 'Mark completed',
    })) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    await userEvent.type(
      screen.getByLabelText(/No provider has confirmed this request/),
      'Arranged with the hotel directly',
    );
    expect(complete.disabled).toBe(false);
    await userEvent.click(complete);
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'completed', reason: 'Arranged with the hotel directly' }]),
    );
  });

  it.each([
    ['completed', 'confirmed'],
    ['completed', 'confirming'],
    ['cancelled', 'confirming'],
  ])('turns both progress buttons off on a %s request (%s)', async (status, confirmation) => {
    serveAdmin({
      'GET /api/admin/requests': () => jsonResponse(200, { items: [], next_cursor: null }),
      [`GET /api/admin/requests/${REQUEST_ID}`]: () =>
        jsonResponse(200, sampleRequest({ status, confirmation_status: confirmation })),
    });
    renderAdmin(`/admin?request=${REQUEST_ID}`);
    const button = async (name: string) =>
      (await screen.findByRole('button', { name })) as HTMLButtonElement;
    expect((await button('Mark in progress')).disabled).toBe(true);
    expect((await button('Mark completed')).disabled).toBe(true);
  });

  it('marks an overdue request in the queue', async () => {
    serveAdmin({
      'GET /api/admin/requests': () =>
        jsonResponse(200, {
          items: [
            sampleRequest({
              response_promise: { waiting_on: 'provider', due_at: null, overdue: true },
            }),
          ],
          next_cursor: null,
        }),
      'GET /api/admin/providers': () => jsonResponse(200, []),
    });
    renderAdmin('/admin');
    expect(await screen.findByText('Overdue')).toBeTruthy();
  });
});
