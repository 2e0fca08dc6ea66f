import { JOURNAL_TEXTS } from '@aurum/shared/journal/journal-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import {
  journalEntry,
  NOW,
  reading,
  serveJournal,
  TODAY,
} from '../../../testing/journal-test-server';
import { renderRoutes } from '../../../testing/render';
import { JournalPage } from './journal-page';

beforeEach(() => {
  toast.dismiss();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderJournal = (path = '/ai-journal') =>
  renderRoutes(
    [
      {
        path: '/ai-journal',
        element: (
          <>
            <JournalPage />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );

const box = () => screen.getByLabelText('How was your day?');
const saveButton = () => screen.getByRole('button', { name: /Save & Analyze|Analyzing/ });

describe('JournalPage: Write', () => {
  it('shows the four tabs of the spec, Write open', () => {
    serveJournal();
    renderJournal();
    const tabs = within(screen.getByRole('tablist', { name: 'Journal sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Write',
      'Entries',
      'Insights',
      'Trends',
    ]);
    expect(tabs.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'AI Journal' })).toBeTruthy();
  });

  it('saves and analyses an entry: disabled while blank, Analyzing... while busy, then Entry Saved', async () => {
    const user = userEvent.setup();
    const server = serveJournal({ holdSaves: true });
    renderJournal();
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(box(), '   ');
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(box(), 'Slept well and walked the dogs on the beach.');
    expect(saveButton()).toHaveProperty('disabled', false);

    await user.click(saveButton());
    expect(saveButton().textContent).toBe(JOURNAL_TEXTS.analyzing);
    expect(saveButton()).toHaveProperty('disabled', true);
    server.release();

    expect(await screen.findByText(JOURNAL_TEXTS.savedTitle)).toBeTruthy();
    expect(screen.getByText(JOURNAL_TEXTS.savedDescription)).toBeTruthy();
    expect(saveButton().textContent).toBe(JOURNAL_TEXTS.saveAndAnalyze);
    expect((box() as HTMLTextAreaElement).value).toBe('');
    const posted = server.calls().find((call) => call.method === 'POST');
    expect(posted?.url).toBe('/api/journal/entries');
    expect(posted?.body).toEqual({
      content: '   Slept well and walked the dogs on the beach.',
      entry_type: 'text',
    });
    // The analysed entry is shown at once, with its scores.
    const saved = within(screen.getByRole('region', { name: 'Just saved' }));
    expect(saved.getByText('Slept well and walked the dogs on the beach.')).toBeTruthy();
    expect(saved.getByLabelText('Mood 8 out of 10')).toBeTruthy();
    expect(saved.getByText('Rest is doing you good.')).toBeTruthy();
  });

  it("keeps an entry whose analysis failed and says so in the spec's words", async () => {
    const user = userEvent.setup();
    serveJournal({ analysis: 'failed' });
    renderJournal();
    await user.type(box(), 'Hard to say how today went.');
    await user.click(saveButton());
    expect(await screen.findByText(JOURNAL_TEXTS.failedTitle)).toBeTruthy();
    expect(screen.getByText(JOURNAL_TEXTS.failedDescription)).toBeTruthy();
    const saved = within(screen.getByRole('region', { name: 'Just saved' }));
    expect(saved.getByText('Not analysed')).toBeTruthy();

    await user.click(saved.getByRole('button', { name: 'Analyze Again' }));
    expect(await saved.findByLabelText('Mood 5 out of 10')).toBeTruthy();
    expect(saved.queryByRole('button', { name: 'Analyze Again' })).toBeNull();
  });

  it("shows the spec's toast for Voice Entry where the browser cannot recognise speech", async () => {
    const user = userEvent.setup();
    serveJournal();
    renderJournal();
    await user.click(screen.getByRole('button', { name: JOURNAL_TEXTS.voiceEntry }));
    expect(await screen.findByText(JOURNAL_TEXTS.voiceUnavailable)).toBeTruthy();
  });

  it('writes what the member says into the box as they speak (en-ZA, interim results) and saves it as voice', async () => {
    const user = userEvent.setup();
    const server = serveJournal();
    const started: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error?: string }) => void) | null = null;
      start() {
        started.push(this);
      }
      stop() {
        this.onend?.();
      }
      say(...phrases: [string, boolean][]) {
        const results = phrases.map(([transcript, isFinal]) =>
          Object.assign([{ transcript }], { isFinal }),
        );
        act(() => this.onresult?.({ resultIndex: 0, results }));
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    renderJournal();
    await user.type(box(), 'Morning:');
    await user.click(screen.getByRole('button', { name: JOURNAL_TEXTS.voiceEntry }));
    const recognition = started[0]!;
    expect(recognition.lang).toBe('en-ZA');
    expect(recognition.interimResults).toBe(true);
    expect(recognition.continuous).toBe(true);

    recognition.say(['feeling calm', false]);
    expect((box() as HTMLTextAreaElement).value).toBe('Morning: feeling calm');
    recognition.say(['feeling calm and rested', true], [' ready for the day', false]);
    expect((box() as HTMLTextAreaElement).value).toBe(
      'Morning: feeling calm and rested ready for the day',
    );
    const stop = screen.getByRole('button', { name: 'Stop Voice Entry' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    await user.click(stop);

    await user.click(saveButton());
    await screen.findByText(JOURNAL_TEXTS.savedTitle);
    expect(server.calls().find((call) => call.method === 'POST')?.body).toEqual({
      content: 'Morning: feeling calm and rested ready for the day',
      entry_type: 'voice',
    });
  });
});

describe('JournalPage: Entries', () => {
  it('lists the entries newest first, a page at a time, with Load more', async () => {
    const user = userEvent.setup();
    const entries = Array.from({ length: 3 }, (_, index) =>
      journalEntry({
        content: `Entry number ${3 - index}`,
        entry_type: index === 1 ? 'voice' : 'text',
      }),
    );
    const server = serveJournal({ entries, pageSize: 2 });
    renderJournal('/ai-journal?tab=entries');
    const cards = async () =>
      (await screen.findAllByRole('article')).map(
        (card) => within(card).getByText(/^Entry number/).textContent,
      );
    expect(await cards()).toEqual(['Entry number 3', 'Entry number 2']);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Text')).toBeTruthy();
    expect(within(first).getByText('😊')).toBeTruthy();
    expect(within(first).getByLabelText('Mood 8 out of 10')).toBeTruthy();
    expect(within(first).getByText('Time outdoors lifts your mood.')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Voice')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () =>
      expect(await cards()).toEqual(['Entry number 3', 'Entry number 2', 'Entry number 1']),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(
      server
        .calls()
        .filter((call) => call.url.startsWith('/api/journal/entries'))
        .map((call) => call.url),
    ).toEqual(['/api/journal/entries?limit=20', '/api/journal/entries?limit=20&cursor=2']);
  });

  it('deletes an entry only after the member confirms', async () => {
    const user = userEvent.setup();
    const server = serveJournal({ entries: [journalEntry({ content: 'Delete me later' })] });
    renderJournal('/ai-journal?tab=entries');
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: /^Delete entry of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    expect(server.calls().some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: /^Delete entry of/ }));
    await user.click(screen.getByRole('button', { name: 'Delete Entry' }));
    expect(await screen.findByText('No entries yet')).toBeTruthy();
    expect(server.calls().find((call) => call.method === 'DELETE')?.url).toMatch(
      /^\/api\/journal\/entries\/entry-\d+$/,
    );
  });

  it('says so in words when there are no entries, and leads to Write', async () => {
    const user = userEvent.setup();
    serveJournal();
    renderJournal('/ai-journal?tab=entries');
    await user.click(await screen.findByRole('button', { name: 'Write your first entry' }));
    expect(box()).toBeTruthy();
  });
});

describe('JournalPage: Insights', () => {
  it("shows what the member's own entries say and their themes", async () => {
    serveJournal({
      insights: {
        insights: ['Your mood is highest after time outdoors.'],
        themes: [
          { theme: 'work', entries: 4, average_mood: 5.2 },
          { theme: 'family', entries: 2, average_mood: null },
        ],
      },
    });
    renderJournal('/ai-journal?tab=insights');
    expect(await screen.findByText('Your mood is highest after time outdoors.')).toBeTruthy();
    expect(screen.getByText('In 4 entries')).toBeTruthy();
    expect(screen.getByText('Mood 5.2', { exact: false })).toBeTruthy();
    expect(screen.getByText('Mood not read')).toBeTruthy();
  });
});

describe('JournalPage: Trends', () => {
  it("shows the spec's words before the first reading, never a 0", async () => {
    serveJournal();
    renderJournal('/ai-journal?tab=trends');
    expect(await screen.findByText(JOURNAL_TEXTS.trendsEmpty)).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows the averages, the chart with its table, the calendar and the activities', async () => {
    serveJournal({
      readings: [
        reading({
          mood_score: 8,
          energy_level: 7,
          stress_level: 8,
          created_at: `${TODAY}T06:00:00Z`,
        }),
        reading({
          mood_score: 3,
          energy_level: 2,
          stress_level: 5,
          created_at: '2026-11-10T06:00:00Z',
        }),
      ],
      trends: {
        activities: [
          { activity: 'work', readings: 3, average_mood: 4.1, difference: -1.5 },
          { activity: 'exercise', readings: 4, average_mood: 7.8, difference: 2.1 },
        ],
      },
    });
    renderJournal('/ai-journal?tab=trends');
    const week = within(await screen.findByRole('region', { name: 'Last 7 days averages' }));
    const weekly = (measure: string) => week.getByText(measure).nextElementSibling!.textContent;
    expect([weekly('Mood'), weekly('Energy'), weekly('Stress')]).toEqual([
      '8.0/10',
      '7.0/10',
      '8.0/10',
    ]);
    expect(week.getByText('From 1 reading')).toBeTruthy();
    // Stress above 6 is red; mood is gold.
    expect(week.getAllByText('8.0').map((value) => value.className)).toEqual([
      expect.stringContaining('text-gold-300'),
      expect.stringContaining('text-red-300'),
    ]);
    const month = within(screen.getByRole('region', { name: 'Last 30 days averages' }));
    expect(month.getByText('5.5')).toBeTruthy();

    const chart = screen.getByRole('img', { name: /Line chart of the last 30 days/ });
    expect(chart.querySelectorAll('circle[data-measure="mood"]')).toHaveLength(2);
    expect(chart.querySelector('[data-testid="stress-above-line"]')?.getAttribute('stroke')).toBe(
      '#f87171',
    );
    const table = within(screen.getByRole('table', { name: /by day, out of 10/ }));
    expect(table.getAllByRole('row')).toHaveLength(3);
    expect(table.getByRole('rowheader', { name: 'Tuesday, 24 November' })).toBeTruthy();
    expect(table.getByText('8 (high)')).toBeTruthy();

    const calendar = within(screen.getByRole('table', { name: /by its mood/ }));
    expect(calendar.getByText('Tuesday, 24 November: mood 8.0, excellent')).toBeTruthy();
    expect(calendar.getByText('Tuesday, 10 November: mood 3.0, low')).toBeTruthy();
    expect(calendar.getByText('Monday, 23 November: no readings')).toBeTruthy();

    const activities = within(screen.getByRole('region', { name: 'What goes with better days' }));
    expect(activities.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Exercise.*\+2\.1$/),
      expect.stringMatching(/^Work.*−1\.5$/),
    ]);
  });
});
