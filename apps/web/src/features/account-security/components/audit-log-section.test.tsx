import type { AuditLogEntry, AuditLogPage } from '@aurum/shared/auth/sessions-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../../testing/admin-test-server';
import { jsonResponse } from '../../../testing/fetch-mock';
import { renderAt } from '../../../testing/render';
import { AuditLogSection } from './audit-log-section';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: `event-${id}`,
  event: 'signin',
  label: 'Signed in',
  device: 'Chrome on macOS',
  created_at: `2026-11-${String(27 - id).padStart(2, '0')}T09:00:00Z`,
  failed: false,
  ...overrides,
});

describe('AuditLogSection', () => {
  it('shows the member’s events newest first and loads more pages', async () => {
    const pages: Record<string, AuditLogEntry[]> = {
      '1': Array.from({ length: 20 }, (_, i) =>
        i === 0
          ? entry(0, {
              event: 'signin_failed',
              label: 'Failed sign-in attempt',
              device: 'Safari on iOS 17.1',
              failed: true,
            })
          : entry(i),
      ),
      '2': [entry(20, { event: 'password_changed', label: 'Password changed' })],
    };
    const { calls } = serveAdmin({
      'GET /auth/v1/audit': (url) => {
        const page = url.searchParams.get('page')!;
        return jsonResponse(200, {
          items: pages[page] ?? [],
          total: 21,
          page: Number(page),
          per_page: Number(url.searchParams.get('per_page')),
        } satisfies AuditLogPage);
      },
    });
    renderAt(<AuditLogSection />);
    expect(screen.getByRole('status').textContent).toContain('Loading your activity...');
    expect(await screen.findByText('Failed sign-in attempt')).toBeTruthy();
    expect(screen.getByText(/Safari on iOS 17\.1/)).toBeTruthy();
    expect(screen.getByText('Showing 20 of 21')).toBeTruthy();
    expect(screen.queryByText('Password changed')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Showing 21 of 21')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls().map((call) => call.url)).toEqual([
      '/auth/v1/audit?page=1&per_page=20',
      '/auth/v1/audit?page=2&per_page=20',
    ]);
  });

  it('says when there is nothing yet', async () => {
    serveAdmin({
      'GET /auth/v1/audit': () => jsonResponse(200, { items: [], total: 0, page: 1, per_page: 20 }),
    });
    renderAt(<AuditLogSection />);
    expect(await screen.findByText('No security activity yet.')).toBeTruthy();
  });
});
