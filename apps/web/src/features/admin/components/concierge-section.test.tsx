import type {
  ConciergeProfile,
  StaffCaseDetail,
  StaffQueue,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAdmin, serveAdmin } from '../../../testing/admin-test-server';
import { conciergeCase } from '../../../testing/human-concierge-test-server';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const ME = '8d0c9a52-0000-4000-8000-000000000001';
const me: ConciergeProfile = {
  id: ME,
  name: 'Lead Concierge',
  specialties: ['Travel'],
  languages: ['English'],
  timezone: 'Africa/Johannesburg',
  availability_status: 'available',
  response_time: 'Within 15 minutes',
  is_lead: true,
};
const staffCase = (overrides: Partial<StaffCaseDetail> = {}): StaffCaseDetail => ({
  ...conciergeCase(),
  member: { id: 'm-1', name: 'Naledi Khumalo', email: 'naledi@example.co.za', tier: 'gold' },
  ...overrides,
});

describe('Concierge Cases', () => {
  it('shows the queue, the promises kept, accepts a case and answers it', async () => {
    const pending = staffCase({ id: 'case-1', request_summary: 'A yacht on Sunday' });
    const urgent = staffCase({
      id: 'case-2',
      priority_level: 'urgent',
      request_summary: 'Stranded at the airport',
    });
    let current = pending;
    const queue = (): StaffQueue => ({
      cases: [urgent, current],
      promises: {
        team: { kept: 3, decided: 4, percent: 75 },
        mine: { kept: 0, decided: 0, percent: null },
      },
      me,
    });
    const { calls } = serveAdmin({
      'GET /api/admin/concierge/queue': () => jsonResponse(200, queue()),
      'GET /api/admin/concierge/cases/case-1': () => jsonResponse(200, current),
      'GET /api/admin/concierge/colleagues': () => jsonResponse(200, []),
      'POST /api/admin/concierge/cases/case-1/accept': () => {
        current = {
          ...current,
          status: 'accepted',
          assigned_assistant: { id: ME, name: 'Lead Concierge' },
        };
        return jsonResponse(200, current);
      },
      'POST /api/admin/concierge/cases/case-1/messages': () =>
        jsonResponse(201, {
          id: 'msg-1',
          author: 'staff',
          author_name: 'Lead Concierge',
          text: 'On it',
          created_at: '2026-11-28T09:00:00Z',
        }),
      'PUT /api/admin/concierge/profile': () =>
        jsonResponse(200, { ...me, availability_status: 'busy' }),
    });
    renderAdmin('/admin?section=concierge');
    const rows = within(await screen.findByRole('region', { name: 'Case queue' }));
    expect(rows.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Stranded at the airport'),
      expect.stringContaining('A yacht on Sunday'),
    ]);
    expect(screen.getByText('75% (3 of 4)')).toBeTruthy();
    expect(screen.getByTestId('promises-mine').textContent).toBe('No promises decided yet');

    await userEvent.click(rows.getByRole('button', { name: /A yacht on Sunday/ }));
    const panel = within(await screen.findByRole('region', { name: 'Case thread' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Accept Case' }));
    expect(await panel.findByRole('button', { name: 'Mark In Progress' })).toBeTruthy();
    await userEvent.type(panel.getByLabelText('Reply to the member'), 'On it');
    await userEvent.click(panel.getByRole('button', { name: 'Send Reply' }));
    await vi.waitFor(() =>
      expect(calls().some((c) => c.url.endsWith('/case-1/messages'))).toBe(true),
    );
    expect(calls().find((c) => c.url.endsWith('/case-1/messages'))?.body).toEqual({
      text: 'On it',
    });

    await userEvent.selectOptions(screen.getByLabelText('My availability'), 'busy');
    await vi.waitFor(() =>
      expect(calls().find((c) => c.method === 'PUT')?.body).toMatchObject({
        availability_status: 'busy',
        is_lead: true,
      }),
    );
  });
});
