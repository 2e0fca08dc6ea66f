import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signedOut } from '../../../testing/render';
import { LandingPage } from './landing-page';

function renderLanding() {
  return renderRoutes([{ path: '/', element: <LandingPage /> }], { auth: signedOut() });
}

describe('LandingPage', () => {
  it('promises the trial and sends every call to action to /auth', () => {
    renderLanding();
    expect(screen.getByText(/7-Day Free Trial/)).toBeTruthy();
    for (const promise of ['No credit card required', 'No setup fees', 'Cancel anytime']) {
      expect(screen.getByText(promise)).toBeTruthy();
    }
    const ctas = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/auth');
    // The hero, the closing call and the header's Sign In.
    expect(ctas).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(3);
    expect(screen.getByText('© 2024 Aurum')).toBeTruthy();
  });

  it('offers a signed-in member the way back to the dashboard instead of the trial', () => {
    document.cookie = 'aurum_session=1; path=/';
    try {
      renderLanding();
      const back = screen.getAllByRole('link', { name: 'Go to Dashboard' });
      expect(back.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard']);
      expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      expect(screen.queryByText(/Free Trial/)).toBeNull();
      expect(screen.queryByText('No credit card required')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Become a Member' })).toBeNull();
    } finally {
      document.cookie = 'aurum_session=; path=/; max-age=0';
    }
  });

  it('flags a plain HTTP page and explains it in the Security Diagnostics overlay', async () => {
    // jsdom serves the page from http://localhost:3000.
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'SSL Issues Detected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Diagnostics' });
    expect(
      within(dialog).getByText(
        'This page is served over plain HTTP, so the connection is not encrypted.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Site is NOT served over HTTPS')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
