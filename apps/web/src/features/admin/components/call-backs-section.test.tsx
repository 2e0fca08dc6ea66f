import type { CallBackTask } from '@aurum/shared/notifications/call-backs-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, serveAdmin } from '../../../testing/admin-test-server';
import { jsonResponse } from '../../../testing/fetch-mock';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const task = (overrides: Partial<CallBackTask> = {}): CallBackTask => ({
  id: 'cb-1',
  member_id: 'm-1',
  member_name: 'Naledi Khumalo',
  phone: '+27825550123',
  reason: 'Request confirmed: your Personal Driver request is confirmed.',
  url: '/request-status?id=r-1',
  status: 'open',
  created_at: '2026-11-28T08:00:00Z',
  done_at: null,
  ...overrides,
});

describe('Call-backs', () => {
  it('lists the open call-backs with the number to ring, and marks one done', async () => {
    let open = [task(), task({ id: 'cb-2', member_name: null, phone: null })];
    const { calls } = serveAdmin({
      'GET /api/admin/call-backs': () => jsonResponse(200, open),
      'POST /api/admin/call-backs/cb-1/done': () => {
        open = open.filter((each) => each.id !== 'cb-1');
        return jsonResponse(200, { ...task(), status: 'done' });
      },
    });
    renderAdmin('/admin?section=call-backs');
    const ring = await screen.findByRole('link', { name: '+27 82 555 0123' });
    expect(ring.getAttribute('href')).toBe('tel:+27825550123');
    expect(screen.getByText('No phone on the profile')).toBeTruthy();
    expect(screen.getAllByText(/your Personal Driver request is confirmed/)).toHaveLength(2);

    await userEvent.click(
      screen.getByRole('button', { name: 'Mark the call-back to Naledi Khumalo done' }),
    );
    expect(await screen.findByText('Call-back done')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Naledi Khumalo')).toBeNull());
    expect(calls().some((call) => call.method === 'POST' && call.url.endsWith('/cb-1/done'))).toBe(
      true,
    );
  });
});
