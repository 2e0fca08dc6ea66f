import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingShell } from './landing-shell';

describe('the landing page without the app', () => {
  it('warms the app when a link is pointed at and enters it once on a click', async () => {
    const prefetch = vi.fn();
    const enterApp = vi.fn();
    render(<LandingShell prefetch={prefetch} enterApp={enterApp} />);
    const cta = screen.getByRole('link', { name: 'Become a Member' });
    expect(cta.getAttribute('href')).toBe('/auth');
    await userEvent.hover(cta);
    expect(prefetch).toHaveBeenCalled();
    await userEvent.click(cta);
    await userEvent.click(screen.getByRole('link', { name: /Free Trial/ }));
    expect(enterApp.mock.calls).toEqual([['/auth']]);
  });

  it('stays put when the logo points at the page itself', async () => {
    const enterApp = vi.fn();
    render(<LandingShell prefetch={() => undefined} enterApp={enterApp} />);
    await userEvent.click(screen.getByRole('link', { name: 'Aurum' }));
    expect(enterApp).not.toHaveBeenCalled();
  });
});
