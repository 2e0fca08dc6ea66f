import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderRoutes, signedOut } from '../../../testing/render';
import { MailboxPage } from './mailbox-page';

afterEach(() => vi.unstubAllGlobals());

describe('MailboxPage', () => {
  it('lists the messages with clickable links and the HTML part sandboxed', async () => {
    mockFetch(() =>
      jsonResponse(200, [
        {
          id: 'm1',
          to: 'thandi@aurum.test',
          subject: 'Confirm your Aurum membership',
          text: 'Welcome. Confirm here: http://localhost:3000/auth/v1/verify?token=t1 <b>not html</b>',
          html: '<p>Welcome <script>alert(1)</script></p>',
          created_at: '2025-03-14T07:05:00Z',
        },
      ]),
    );
    renderRoutes([{ path: '/dev/mailbox', element: <MailboxPage /> }], {
      path: '/dev/mailbox',
      auth: signedOut(),
    });

    expect(await screen.findByText('Confirm your Aurum membership')).toBeTruthy();
    expect(screen.getByText('To: thandi@aurum.test')).toBeTruthy();
    expect(screen.getByText('14 Mar 2025, 09:05')).toBeTruthy();
    const link = screen.getByRole('link', {
      name: 'http://localhost:3000/auth/v1/verify?token=t1',
    });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/auth/v1/verify?token=t1');
    expect(document.querySelector('b')).toBeNull();
    const frame = screen.getByTitle('HTML part of Confirm your Aurum membership');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
  });

  it('lists a message’s attachments with their download links', async () => {
    mockFetch(() =>
      jsonResponse(200, [
        {
          id: 'm2',
          to: 'thandi@aurum.test',
          subject: "You're registered: Private Piano Recital",
          text: 'Your place is confirmed.',
          html: '',
          attachments: [
            {
              filename: 'aurum-event.ics',
              content_type: 'text/calendar',
              url: '/api/dev/mailbox/m2/attachments/0',
            },
          ],
          created_at: '2026-11-28T07:05:00Z',
        },
      ]),
    );
    renderRoutes([{ path: '/dev/mailbox', element: <MailboxPage /> }], {
      path: '/dev/mailbox',
      auth: signedOut(),
    });
    const file = await screen.findByRole('link', { name: 'aurum-event.ics' });
    expect(file.getAttribute('href')).toBe('/api/dev/mailbox/m2/attachments/0');
    expect(file.getAttribute('download')).toBe('aurum-event.ics');
    expect(screen.getByText('(text/calendar)')).toBeTruthy();
  });
});
