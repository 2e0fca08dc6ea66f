import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAdmin, serveAdmin } from '../../../testing/admin-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const MEMBER_ID = '8d0c9a52-0000-4000-8000-0000000000b2';

describe('Ending a member’s sessions from the console', () => {
  it('asks first, then ends every session of the member', async () => {
    const { calls } = serveAdmin({
      'GET /api/admin/members': () =>
        jsonResponse(200, [
          {
            id: MEMBER_ID,
            name: 'Lerato Dlamini',
            email: 'lerato@aurum.test',
            tier: 'gold',
            verification: 'verified',
            created_at: '2026-01-01T00:00:00Z',
            requests_this_month: 2,
          } as AdminMember,
        ]),
      [`DELETE /api/admin/members/${MEMBER_ID}/sessions`]: () => jsonResponse(200, { ended: 3 }),
    });
    renderAdmin('/admin?section=members');
    await userEvent.click(
      await screen.findByRole('button', { name: 'End sessions: Lerato Dlamini' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'End all sessions of this member?',
    });
    expect(dialog.textContent).toContain('Lerato Dlamini will be signed out on every device');
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('3 sessions ended.')).toBeTruthy();
    expect(
      calls().some(
        (call) =>
          call.method === 'DELETE' && call.url === `/api/admin/members/${MEMBER_ID}/sessions`,
      ),
    ).toBe(true);
  });
});
