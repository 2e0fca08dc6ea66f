import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { preferences, serveNotifications } from '../../../testing/notifications-test-server';
import { renderAt } from '../../../testing/render';
import { NotificationSettingsCard } from './notification-settings-card';

afterEach(() => vi.unstubAllGlobals());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';

function renderSettings(onEditPhone = vi.fn()) {
  renderAt(
    <>
      <NotificationSettingsCard onEditPhone={onEditPhone} />
      <Toaster />
    </>,
  );
  return onEditPhone;
}

describe('notification settings', () => {
  it('saves channels, a kind, quiet hours and the digest through PUT preferences', async () => {
    const { calls } = serveNotifications({ saved: preferences({ phone: '+27825550123' }) });
    renderSettings();
    expect(await screen.findByText('+27 82 555 0123')).toBeTruthy();
    expect(screen.getByText('Started from your onboarding choice: WhatsApp.')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Push: A provider confirms' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Daily digest' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    const put = calls().find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/notifications/preferences');
    expect(put?.body).toMatchObject({
      channels: { sms: false, push: true, in_app: true },
      kinds: { request_confirmed: ['push', 'whatsapp'], request_declined: ['whatsapp'] },
      quiet_hours: { enabled: true, start: '21:30', end: '07:00' },
      digest: true,
    });
    expect(
      screen
        .getByRole('button', { name: 'Push: A provider confirms' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Many clicks and keys on a busy machine: more than the default five seconds.
  }, 20_000);

  it("shows the API's field errors where they belong", async () => {
    serveNotifications({
      refuseSave: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Start must be like 22:00',
          errors: {
            'quiet_hours.start': 'Start must be like 22:00',
            'quiet_hours.time_zone': 'That time zone is not known',
          },
        },
      },
    });
    renderSettings();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save notification settings' }),
    );
    const from = screen.getByLabelText('From');
    expect(await screen.findByText('Start must be like 22:00')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('alert')).getByText('That time zone is not known')).toBeTruthy();
    // Changing the field clears its message.
    await userEvent.type(from, '1');
    expect(screen.queryByText('Start must be like 22:00')).toBeNull();
  });

  it('asks for a phone number where there is none, and leaves out e-mail its area sends anyway', async () => {
    serveNotifications();
    const onEditPhone = renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Add it in your profile' }));
    expect(onEditPhone).toHaveBeenCalled();
    expect(screen.getByText(/No phone number yet/)).toBeTruthy();
    const payment = screen.getByRole('group', { name: 'Payment received' });
    expect(within(payment).queryByRole('button', { name: /^E-mail/ })).toBeNull();
    expect(within(payment).getByRole('button', { name: /^WhatsApp/ })).toBeTruthy();
  });

  it('says when this browser cannot take push', async () => {
    serveNotifications();
    renderSettings();
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on push here' })).toBeNull();
  });

  it('on an iPhone, says Aurum must be on the home screen first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    serveNotifications();
    renderSettings();
    expect(await screen.findByText(/push works once Aurum is on your home screen/)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('lists the devices with push on, each removable, with a test push', async () => {
    const { calls } = serveNotifications({
      devices: [
        {
          id: 'd-1',
          label: 'Chrome on Android',
          created_at: '2026-11-20T08:00:00Z',
          last_used_at: '2026-11-27T08:00:00Z',
        },
      ],
    });
    renderSettings();
    const remove = await screen.findByRole('button', { name: 'Remove Chrome on Android' });
    expect(screen.getByRole('button', { name: 'Send a test notification' })).toBeTruthy();
    await userEvent.click(remove);
    expect(await screen.findByText('No device has push on yet.')).toBeTruthy();
    expect(calls().some((call) => call.method === 'DELETE' && call.url.endsWith('/d-1'))).toBe(
      true,
    );
  });
});
