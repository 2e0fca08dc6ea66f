import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { device, goal, routine, serveLifeOs } from '../../../testing/life-os-test-server';
import { renderRoutes } from '../../../testing/render';
import { LifeOsPage } from './life-os-page';

beforeEach(() => toast.dismiss());
afterEach(() => vi.unstubAllGlobals());

const renderLifeOs = (path = '/life-os') =>
  renderRoutes(
    [
      {
        path: '/life-os',
        element: (
          <>
            <LifeOsPage />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );

const region = async (name: string) => within(await screen.findByRole('region', { name }));
const dialog = () => within(screen.getByRole('dialog'));
/** The dialog a click opens: its form is loaded on demand, so wait for a field or button of it. */
const opened = async (name: string | RegExp) => {
  await within(await screen.findByRole('dialog')).findByText(name, { selector: 'label, button' });
  return dialog();
};
const sent = (server: ReturnType<typeof serveLifeOs>, method: string, path: RegExp) =>
  server.calls().filter((call) => call.method === method && path.test(call.url));

describe('LifeOsPage: Overview', () => {
  it('shows the five tabs of the spec, Overview open', () => {
    serveLifeOs();
    renderLifeOs();
    const tabs = within(screen.getByRole('tablist', { name: 'Life OS sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Goals',
      'Routines',
      'Smart Home',
      'Insights',
    ]);
    expect(tabs.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Life OS' })).toBeTruthy();
  });

  it('says what to do where there is nothing to count, never a bare 0', async () => {
    serveLifeOs();
    renderLifeOs();
    const report = await region('Weekly Report');
    expect(
      await report.findByText('No check-ins this week yet, so the default stands.'),
    ).toBeTruthy();
    // The spec's default mood (5) where the week has none, drawn quiet rather than in gold.
    expect(report.getByText('5.0/10').className).toContain('text-zinc-400');
    expect(report.getByRole('button', { name: 'Add your first goal' })).toBeTruthy();
    expect(report.getByRole('button', { name: 'Add your first routine' })).toBeTruthy();
    expect(report.getByText('Nothing booked this week.')).toBeTruthy();
    expect(report.getByText('No mood readings this week yet.')).toBeTruthy();
    expect(report.queryByText(/^(0|-|0%)$/)).toBeNull();
    expect((await region("Today's routines")).getByText('No active routines yet.')).toBeTruthy();
    expect((await region('Goals in progress')).getByText('No goals yet.')).toBeTruthy();

    await userEvent.click(report.getByRole('button', { name: 'Add your first goal' }));
    expect(screen.getByRole('tab', { name: 'Goals' }).getAttribute('aria-selected')).toBe('true');
  });

  it("counts the member's goals and routines, and marks a routine done from the overview", async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({
      goals: [goal({ status: 'completed', current_value: 100 }), goal({ title: 'Save R5,000' })],
      routines: [
        routine({ name: 'Evening read', time: '21:00' }),
        routine({ name: 'Morning run', time: '06:30' }),
        ...['a', 'b', 'c', 'd'].map((n) => routine({ name: `Routine ${n}`, time: '12:00' })),
      ],
    });
    renderLifeOs();
    const report = await region('Weekly Report');
    expect(await report.findByText('1 of 2')).toBeTruthy();
    expect(report.getByText('0%')).toBeTruthy();
    expect(report.getByText(/1 of 2 goals hit/)).toBeTruthy();

    const today = await region("Today's routines");
    const done = await today.findAllByRole('button', { name: /^Done today: / });
    expect(done.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Done today: Morning run',
      'Done today: Routine a',
      'Done today: Routine b',
      'Done today: Routine c',
      'Done today: Routine d',
    ]);
    await user.click(done[0]!);
    expect(await screen.findByText('Routine Done')).toBeTruthy();
    expect(sent(server, 'POST', /\/routines\/routine-\d+\/completion$/)).toHaveLength(1);
    await waitFor(() =>
      expect(
        today.getByRole('button', { name: 'Done today: Morning run' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(await report.findByText('17%')).toBeTruthy();

    const goals = await region('Goals in progress');
    expect(goals.getByText('Save R5,000')).toBeTruthy();
    expect(goals.getByRole('progressbar', { name: 'Save R5,000 progress' })).toBeTruthy();
    expect(goals.queryByText('Run 100 km')).toBeNull();
  });
});

describe('LifeOsPage: Goals', () => {
  it('checks a new goal with the shared schema, then adds it', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderLifeOs('/life-os?tab=goals');
    await user.click(await screen.findByRole('button', { name: 'Add your first goal' }));
    await user.click((await opened('Add Goal')).getByRole('button', { name: 'Add Goal' }));
    expect(await dialog().findByText('Title is required')).toBeTruthy();
    expect(dialog().getByText('Target must be a number')).toBeTruthy();
    expect(dialog().getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');

    await user.type(dialog().getByLabelText('Title'), 'Meditate 20 sessions');
    await user.type(dialog().getByLabelText('Target'), '0');
    await user.click(dialog().getByRole('button', { name: 'Add Goal' }));
    expect(await dialog().findByText('Target must be more than 0')).toBeTruthy();

    await user.clear(dialog().getByLabelText('Target'));
    await user.type(dialog().getByLabelText('Target'), '20');
    await user.type(dialog().getByLabelText('Deadline'), '2026-12-31');
    await user.click(dialog().getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Goal Added')).toBeTruthy();
    expect(sent(server, 'POST', /\/api\/life-os\/goals$/)[0]?.body).toEqual({
      title: 'Meditate 20 sessions',
      type: 'wellness',
      target_value: 20,
      current_value: 0,
      deadline: '2026-12-31',
    });
    const card = within(await screen.findByRole('article', { name: 'Meditate 20 sessions' }));
    expect(card.getByText('Wellness')).toBeTruthy();
    expect(card.getByText('0 / 20')).toBeTruthy();
    expect(card.getByText('0%')).toBeTruthy();
    expect(card.getByText('Due 31 Dec 2026')).toBeTruthy();
  });

  it('edits the current value, completes and deletes a goal', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({ goals: [goal({ title: 'Run 100 km', deadline: null })] });
    renderLifeOs('/life-os?tab=goals');
    const card = within(await screen.findByRole('article', { name: 'Run 100 km' }));
    expect(card.getByText('Fitness')).toBeTruthy();
    expect(card.getByText('40 / 100')).toBeTruthy();
    expect(card.getByText('No deadline')).toBeTruthy();

    await user.click(card.getByRole('button', { name: 'Edit Run 100 km' }));
    await user.clear((await opened('Current value')).getByLabelText('Current value'));
    await user.type(dialog().getByLabelText('Current value'), '65');
    await user.click(dialog().getByRole('button', { name: 'Save Goal' }));
    expect(await screen.findByText('Goal Updated')).toBeTruthy();
    expect(sent(server, 'PATCH', /\/goals\/goal-\d+$/)[0]?.body).toMatchObject({
      current_value: 65,
      deadline: null,
    });
    expect(await card.findByText('65%')).toBeTruthy();

    await user.click(await card.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Goal Completed')).toBeTruthy();
    expect(await card.findByText('Completed')).toBeTruthy();
    expect(card.getByText('100%')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Complete' })).toBeNull();

    await user.click(await card.findByRole('button', { name: 'Delete Run 100 km' }));
    await user.click((await opened('Keep It')).getByRole('button', { name: 'Keep It' }));
    expect(sent(server, 'DELETE', /\/goals\//)).toHaveLength(0);
    await user.click(await card.findByRole('button', { name: 'Delete Run 100 km' }));
    await user.click((await opened('Delete Goal')).getByRole('button', { name: 'Delete Goal' }));
    expect(await screen.findByText('Goal Deleted')).toBeTruthy();
    expect(await screen.findByText('No goals yet')).toBeTruthy();
  });
});

describe('LifeOsPage: Routines', () => {
  it('adds a routine at 08:00 unless changed, and shows its confidence, streak and next action', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs();
    renderLifeOs('/life-os?tab=routines');
    await user.click(await screen.findByRole('button', { name: 'Add your first routine' }));
    expect(((await opened('Time')).getByLabelText('Time') as HTMLInputElement).value).toBe('08:00');
    await user.click(dialog().getByRole('button', { name: 'Add Routine' }));
    expect(await dialog().findByText('Name is required')).toBeTruthy();
    await user.type(dialog().getByLabelText('Name'), 'Journal');
    await user.type(dialog().getByLabelText(/Next action/), 'Open the journal');
    await user.click(dialog().getByRole('button', { name: 'Add Routine' }));
    expect(await screen.findByText('Routine Added')).toBeTruthy();
    expect(sent(server, 'POST', /\/api\/life-os\/routines$/)[0]?.body).toEqual({
      name: 'Journal',
      time: '08:00',
      next_action: 'Open the journal',
      is_active: true,
      reminder: true,
    });
    const card = within(await screen.findByRole('article', { name: 'Journal' }));
    expect(card.getByText('08:00')).toBeTruthy();
    expect(card.getByText('50%')).toBeTruthy();
    expect(card.getByText('Starts with today')).toBeTruthy();
    expect(card.getByText('Open the journal')).toBeTruthy();
  });

  it('marks done and not done, switches the reminder, and deletes after asking', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({
      routines: [routine({ name: 'Morning run', streak: 4, confidence_score: 0.857 })],
    });
    renderLifeOs('/life-os?tab=routines');
    const card = within(await screen.findByRole('article', { name: 'Morning run' }));
    expect(card.getByText('86%')).toBeTruthy();
    expect(card.getByText('4 days')).toBeTruthy();
    const done = card.getByRole('button', { name: 'Done today: Morning run' });
    await user.click(done);
    await waitFor(() => expect(done.getAttribute('aria-pressed')).toBe('true'));
    await user.click(done);
    await waitFor(() => expect(done.getAttribute('aria-pressed')).toBe('false'));
    expect(sent(server, 'DELETE', /\/completion$/)).toHaveLength(1);

    const reminder = card.getByRole('switch', { name: 'Reminder for Morning run' });
    expect(reminder.getAttribute('aria-checked')).toBe('true');
    await user.click(reminder);
    expect(await screen.findByText('Reminder Off')).toBeTruthy();
    expect(sent(server, 'PATCH', /\/routines\//)[0]?.body).toEqual({ reminder: false });
    await waitFor(() => expect(reminder.getAttribute('aria-checked')).toBe('false'));

    await user.click(await card.findByRole('button', { name: 'Delete Morning run' }));
    await user.click(
      (await opened('Delete Routine')).getByRole('button', { name: 'Delete Routine' }),
    );
    expect(await screen.findByText('No routines yet')).toBeTruthy();
  });
});

describe('LifeOsPage: Smart Home', () => {
  it('without a hub: the own devices, not connected, switched, added and removed', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({
      home: { devices: [device({ id: 'lamp', name: 'Lounge lamp' })] },
    });
    renderLifeOs('/life-os?tab=smart-home');
    const own = await region('Your devices');
    expect(own.getByText('Not connected')).toBeTruthy();
    const lamp = own.getByRole('switch', { name: 'Lounge lamp' });
    expect(lamp.getAttribute('aria-checked')).toBe('false');
    await user.click(lamp);
    await waitFor(() => expect(lamp.getAttribute('aria-checked')).toBe('true'));
    expect(sent(server, 'PUT', /\/api\/smart-home\/devices\/lamp\/state$/)[0]?.body).toEqual({
      on: true,
    });

    const form = within(own.getByRole('form', { name: 'Add a device' }));
    await user.click(form.getByRole('button', { name: 'Add Device' }));
    expect(await form.findByText('Name is required')).toBeTruthy();
    await user.type(form.getByLabelText('Device name'), 'Geyser');
    await user.selectOptions(form.getByLabelText('Kind'), 'switch');
    await user.click(form.getByRole('button', { name: 'Add Device' }));
    expect(await own.findByRole('switch', { name: 'Geyser' })).toBeTruthy();
    expect(sent(server, 'POST', /\/api\/smart-home\/devices$/)[0]?.body).toEqual({
      name: 'Geyser',
      kind: 'switch',
      room: '',
    });

    await user.click(own.getByRole('button', { name: 'Remove Lounge lamp' }));
    await waitFor(() => expect(own.queryByRole('switch', { name: 'Lounge lamp' })).toBeNull());
  });

  it('connects Home Assistant: checks the form, and says why the hub refused', async () => {
    const user = userEvent.setup();
    const server = serveLifeOs({
      hubAnswer: { code: 'HUB_REFUSED', message: 'Home Assistant refused the access token.' },
    });
    renderLifeOs('/life-os?tab=smart-home');
    const connect = await region('Connect Home Assistant');
    expect(connect.getByText('Long-lived access tokens')).toBeTruthy();
    await user.type(connect.getByLabelText('Hub address'), 'homeassistant.local');
    await user.click(connect.getByRole('button', { name: 'Connect Hub' }));
    expect(await connect.findByText(/Hub address must be a web address/)).toBeTruthy();
    expect(connect.getByText('Access token is required')).toBeTruthy();

    await user.clear(connect.getByLabelText('Hub address'));
    await user.type(connect.getByLabelText('Hub address'), 'http://10.0.0.5:8123');
    await user.type(connect.getByLabelText('Long-lived access token'), 'abc.def');
    await user.click(connect.getByRole('button', { name: 'Connect Hub' }));
    expect((await connect.findByRole('alert')).textContent).toBe(
      'Home Assistant refused the access token.',
    );
    expect(sent(server, 'PUT', /\/api\/smart-home\/hub$/)[0]?.body).toEqual({
      url: 'http://10.0.0.5:8123',
      token: 'abc.def',
    });
  });

  it("with a hub: devices by kind, scenes, the rest scene, and a hub that doesn't answer", async () => {
    const user = userEvent.setup();
    const hub = { url: 'http://10.0.0.5:8123', connected_at: '2026-11-24T08:00:00Z' };
    const server = serveLifeOs({
      home: {
        hub: { ...hub, status: 'connected' },
        devices: [
          device({ id: 'light.kitchen', source: 'hub', name: 'Kitchen', room: '', on: true }),
          device({
            id: 'climate.bedroom',
            source: 'hub',
            kind: 'climate',
            name: 'Bedroom',
            room: '',
            temperature: 21,
          }),
          device({
            id: 'scene.evening',
            source: 'hub',
            kind: 'scene',
            name: 'Evening',
            room: '',
            on: null,
          }),
        ],
      },
    });
    const { unmount } = renderLifeOs('/life-os?tab=smart-home');
    expect((await region('Home Assistant')).getByText('Connected')).toBeTruthy();
    const lights = await region('Lights');
    await user.click(lights.getByRole('switch', { name: 'Kitchen' }));
    expect(sent(server, 'PUT', /\/hub\/devices\/light\.kitchen\/state$/)[0]?.body).toEqual({
      on: false,
    });
    expect((await region('Climate')).getByText('Climate · 21 °C')).toBeTruthy();
    const scenes = await region('Scenes');
    await user.click(scenes.getByRole('button', { name: 'Activate Evening' }));
    expect(await screen.findByText('Evening scene is on.')).toBeTruthy();
    await user.selectOptions(scenes.getByLabelText('Rest scene'), 'scene.evening');
    expect(sent(server, 'PUT', /\/rest-scene$/)[0]?.body).toEqual({ entity_id: 'scene.evening' });
    expect(screen.queryByText('Not connected')).toBeNull();

    unmount();
    vi.unstubAllGlobals();
    serveLifeOs({ home: { hub: { ...hub, status: 'unreachable' }, devices: [] } });
    renderLifeOs('/life-os?tab=smart-home');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toMatch(/could not reach your hub at http:\/\/10\.0\.0\.5:8123/);
    expect(screen.getByText('Unreachable')).toBeTruthy();
  });
});

describe('LifeOsPage: Insights', () => {
  it("lists the report's insights, and says how they come when there are none", async () => {
    serveLifeOs({
      insights: [
        {
          id: 'i1',
          area: 'routines',
          title: 'Mornings work',
          text: 'You keep your 06:30 run 6 days in 7.',
        },
      ],
    });
    const { unmount } = renderLifeOs('/life-os?tab=insights');
    const card = within(await screen.findByRole('article', { name: 'Mornings work' }));
    expect(card.getByText('You keep your 06:30 run 6 days in 7.')).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    serveLifeOs();
    renderLifeOs('/life-os?tab=insights');
    expect(await screen.findByText('Your insights grow with your week')).toBeTruthy();
  });
});
