// Runs isolated (ADR 086): it counts on app modules that no other test file has loaded yet.
import type { Profile } from '@aurum/shared/profile/profile-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderRoutes } from '../../../testing/render';
import { ProfilePage } from './profile-page';

afterEach(() => vi.unstubAllGlobals());

const stored: Profile = {
  id: '8d0c9a52-0000-4000-8000-000000000001',
  name: 'Thandi van Wyk',
  email: 'thandi@aurum.test',
  phone: '+27821234567',
  location: null,
  date_of_birth: '1990-06-15',
  gender: 'female',
  occupation: 'Architect',
  emergency_contact_name: null,
  emergency_contact_phone: null,
  membership_tier: 'trial',
  verification_status: 'not_verified',
  trial_end_date: null,
  premium_access_granted: false,
  created_at: '2025-03-14T22:30:00Z',
  updated_at: '2025-03-14T22:30:00Z',
};

/** The profile screen with a fake server that keeps what PATCH writes (or answers `patch`). */
function renderProfile(
  profile: Profile | null = stored,
  patch?: (body: Partial<Profile>) => Response,
) {
  let current = profile;
  const fetchMock = mockFetch((url, init) => {
    if (url !== '/api/profile') return jsonResponse(404, { code: 'NOT_FOUND', message: 'x' });
    if (init.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Partial<Profile>;
      if (patch) return patch(body);
      current = { ...current!, ...body };
      return jsonResponse(200, current);
    }
    return current
      ? jsonResponse(200, current)
      : jsonResponse(500, { code: 'GENERIC_ERROR', message: 'boom' });
  });
  renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <>
            <ProfilePage />
            <Toaster />
          </>
        ),
      },
      { path: '/auth', element: <p>Auth page</p> },
    ],
    { path: '/profile', auth: authValue() },
  );
  return { ...fetchMock, user: userEvent.setup() };
}

const detail = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('ProfilePage', () => {
  it('shows the member, their tier and "Not provided" for empty values', async () => {
    renderProfile();
    expect(screen.getByText('Loading profile...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thandi van Wyk' })).toBeTruthy();
    expect(screen.getByText('TV')).toBeTruthy();
    expect(screen.getAllByText('Premium Trial')).toHaveLength(2);
    expect(detail('Status')).toBe('Not verified');
    expect(detail('Member Since')).toBe('15 Mar 2025');
    expect(detail('Email')).toBe('thandi@aurum.test');
    expect(detail('Location')).toBe('Not provided');
    expect(detail('Emergency Contact')).toBe('Not provided');
    expect(detail('Date of Birth')).toBe('15 Jun 1990');
  });

  it('names other tiers "<Tier> Member"', async () => {
    renderProfile({ ...stored, membership_tier: 'platinum' });
    expect((await screen.findAllByText('Platinum Member')).length).toBeGreaterThan(0);
  });

  it('Cancel leaves edit mode and restores the stored values', async () => {
    const { user, calls } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText<HTMLInputElement>('Full Name');
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Full Name')).toBe('Thandi van Wyk');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Thandi van Wyk');
    expect(calls().filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('saves the edits, says so and shows the reloaded profile', async () => {
    const { user, calls } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    await user.type(screen.getByLabelText('Location'), ' Sandton ');
    await user.type(screen.getByLabelText('Emergency Contact Name'), 'Sipho');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(detail('Location')).toBe('Sandton');
    expect(detail('Emergency Contact')).toBe('Sipho');
    const patch = calls().find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Thandi van Wyk',
      phone: '+27821234567',
      location: 'Sandton',
      date_of_birth: '1990-06-15',
      emergency_contact_name: 'Sipho',
      emergency_contact_phone: '',
    });
    expect(calls().filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it("checks the edits before sending and shows the server's field errors", async () => {
    const { user, calls } = renderProfile(stored, () =>
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid',
        errors: { location: 'Location must be at most 120 characters' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Emergency Contact Phone'), 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(calls().filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Emergency Contact Phone'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.getByText('Location must be at most 120 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('says so when the profile cannot be loaded, and hides the membership card', async () => {
    renderProfile(null);
    expect(await screen.findByText('Failed to load profile data')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeTruthy();
    expect(screen.queryByText('Membership Status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    const card = screen.getByText('Account Actions').closest('div')!.parentElement!;
    expect(within(card).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });
});
