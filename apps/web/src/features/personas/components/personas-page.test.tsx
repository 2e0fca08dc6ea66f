import { PERSONA_TEXTS } from '@aurum/shared/life-os/life-os-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { serveLifeOs } from '../../../testing/personas-reset-test-server';
import { renderRoutes } from '../../../testing/render';
import { PersonasPage } from './personas-page';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const renderPersonas = (path = '/personas') =>
  renderRoutes(
    [
      {
        path: '/personas',
        element: (
          <>
            <PersonasPage />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <p>Now at another page</p> },
    ],
    { path },
  );

const card = (name: string) => within(screen.getByRole('article', { name }));
const banner = () => screen.getByRole('status');
const activeBadges = () =>
  screen
    .getAllByRole('article')
    .filter((one) => within(one).queryByText('Active', { selector: 'span' }));

describe('PersonasPage', () => {
  it('shows the three tabs and four personas, Focus active at first', async () => {
    serveLifeOs();
    renderPersonas();
    await screen.findByRole('article', { name: 'Focus' });
    const tabs = within(screen.getByRole('tablist', { name: 'Personas sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Personas',
      'Quick Actions',
      'Settings',
    ]);
    expect(
      screen.getAllByRole('article').map((one) => one.getAttribute('aria-labelledby')),
    ).toEqual(['persona-focus', 'persona-wellness', 'persona-power', 'persona-rest']);
    expect(card('Wellness').getByText('Breathing sessions')).toBeTruthy();
    expect(banner().textContent).toContain('Focus is active');
    expect(activeBadges()).toHaveLength(1);
  });

  it('activates another persona: exactly one is active, and the banner follows', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPersonas();
    await user.click(await screen.findByRole('button', { name: 'Activate Wellness' }));
    expect(banner().textContent).toContain('Wellness is active');
    await waitFor(() => expect(server.calls().some((call) => call.method === 'POST')).toBe(true));
    const posted = server.calls().filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.url)).toEqual(['/api/personas/wellness/activation']);
    expect(activeBadges().map((one) => one.getAttribute('aria-labelledby'))).toEqual([
      'persona-wellness',
    ]);
    expect(card('Focus').getByRole('button', { name: 'Activate Focus' })).toBeTruthy();
  });

  it('does nothing when the active card is pressed', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPersonas();
    await user.click(await screen.findByRole('button', { name: 'Focus is active' }));
    await user.click(screen.getByRole('article', { name: 'Focus' }));
    expect(server.calls().filter((call) => call.method !== 'GET')).toEqual([]);
    expect(banner().textContent).toContain('Focus is active');
  });

  it("rolls back and says 'Activation Failed' when the server refuses", async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ failActivation: true, holdActivation: true });
    renderPersonas();
    await user.click(await screen.findByRole('button', { name: 'Activate Power' }));
    // At once on screen...
    expect(banner().textContent).toContain('Power is active');
    server.release();
    // ...and back when it failed.
    expect(await screen.findByText(PERSONA_TEXTS.activationFailedTitle)).toBeTruthy();
    expect(screen.getByText(PERSONA_TEXTS.activationFailedDescription)).toBeTruthy();
    expect(banner().textContent).toContain('Focus is active');
    expect(activeBadges().map((one) => one.getAttribute('aria-labelledby'))).toEqual([
      'persona-focus',
    ]);
  });

  it("lists the active persona's quick actions: a calendar block says what it added, a link opens its screen", async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPersonas('/personas?tab=quick-actions');
    await user.click(await screen.findByRole('button', { name: 'Start a focus block' }));
    expect(await screen.findByText('Focus block added: 10:00-10:25')).toBeTruthy();
    expect(server.calls().at(-1)?.url).toBe('/api/personas/quick-actions/focus_timer');
    expect(screen.queryByText('Breathing session')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Review routines' }));
    expect(await screen.findByText('Now at another page')).toBeTruthy();
  });

  it('saves a persona toggle', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderPersonas('/personas?tab=settings');
    const rest = within(await screen.findByRole('region', { name: 'Rest settings' }));
    const voice = rest.getByRole('switch', { name: 'Voice Mode' });
    expect(voice.getAttribute('aria-checked')).toBe('false');
    await user.click(voice);
    expect(voice.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(server.calls().at(-1)?.method).toBe('PUT'));
    expect(server.calls().at(-1)?.url).toBe('/api/personas/rest/settings');
    expect(server.calls().at(-1)?.body).toEqual({
      notifications: false,
      voiceMode: true,
      smartHomeIntegration: true,
      autoRoutines: true,
    });
  });
});
