import type { OutboxMessage } from '@aurum/shared/admin/outbox-contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAdmin, serveAdmin } from '../../../testing/admin-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 'mail-1',
  kind: 'auth.confirmation',
  to: 'thandi@aurum.test',
  subject: 'Confirm your Aurum membership',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-20T08:00:05Z',
  created_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

describe('Outbox', () => {
  it('filters by status and retries a failed e-mail', async () => {
    const failed = message({
      id: 'mail-2',
      to: 'provider@aurum.test',
      status: 'failed',
      attempts: 20,
      last_error: '451 mailbox unavailable',
      sent_at: null,
    });
    const { calls } = serveAdmin({
      'GET /api/admin/outbox': (url) =>
        jsonResponse(
          200,
          url.searchParams.get('status') === 'failed' ? [failed] : [message({}), failed],
        ),
      'POST /api/admin/outbox/mail-2/retry': () =>
        jsonResponse(200, { ...failed, status: 'queued' }),
    });
    renderAdmin('/admin?section=outbox');
    expect(await screen.findByText('To: thandi@aurum.test')).toBeTruthy();
    expect(screen.getByText('Last error: 451 mailbox unavailable')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('To: thandi@aurum.test')).toBeNull());
    expect(calls().some((call) => call.url === '/api/admin/outbox?status=failed')).toBe(true);

    await userEvent.click(
      screen.getByRole('button', { name: 'Retry the e-mail to provider@aurum.test' }),
    );
    expect(await screen.findByText('Queued again')).toBeTruthy();
    expect(
      calls().some((call) => call.method === 'POST' && call.url.endsWith('/mail-2/retry')),
    ).toBe(true);
  });
});
