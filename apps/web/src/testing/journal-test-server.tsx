import type { CalendarEntry } from '@aurum/shared/calendar/calendar-contract';
import type {
  JournalEntry,
  JournalInsights,
  MoodCheckInInput,
  MoodDay,
  MoodReading,
  MoodTrends,
} from '@aurum/shared/journal/journal-contract';
import { isLowMoodStreak, moodWord } from '@aurum/shared/journal/journal-rules';
import type { Profile } from '@aurum/shared/profile/profile-contract';
import { jsonResponse, mockFetch } from './fetch-mock';
import { lifeOsApi, type LifeOsServerOptions } from './life-os-test-server';

/**
 * Test support for the journal and the lifestyle hub: an in-memory journal and mood API over a
 * 30-day window ending on TODAY (the tests fix the clock there), with the member's profile and
 * calendar. Trends are worked out from the readings as the server would, simply.
 */
export const TODAY = '2026-11-24';
export const NOW = new Date('2026-11-24T08:00:00Z'); // 10:00 in Johannesburg

let counter = 0;
export const journalEntry = (overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: `entry-${++counter}`,
  content: 'A long walk on the promenade, then dinner with Sipho.',
  entry_type: 'text',
  mood_analysis: { mood: 8, energy: 7, stress: 3 },
  ai_insights: ['Time outdoors lifts your mood.'],
  analysis: 'analysed',
  created_at: '2026-11-23T17:00:00Z',
  ...overrides,
});

export const reading = (overrides: Partial<MoodReading> = {}): MoodReading => ({
  id: `reading-${++counter}`,
  mood_score: 7,
  energy_level: 6,
  stress_level: 4,
  detected_from: 'check_in',
  context: 'Mood check-in',
  activities: [],
  journal_entry_id: null,
  created_at: `${TODAY}T07:00:00Z`,
  ...overrides,
});

const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

function dayOf(date: string, readings: MoodReading[]): MoodDay {
  const own = readings.filter((r) => r.created_at.slice(0, 10) === date);
  return {
    date,
    mood: mean(own.map((r) => r.mood_score)),
    energy: mean(own.flatMap((r) => (r.energy_level === null ? [] : [r.energy_level]))),
    stress: mean(own.flatMap((r) => (r.stress_level === null ? [] : [r.stress_level]))),
    readings: own.length,
  };
}

/** The trends of these readings (newest first), over the 30 days ending TODAY. */
export function trendsOf(readings: MoodReading[]): MoodTrends {
  const dates = Array.from({ length: 30 }, (_, index) =>
    new Date(Date.UTC(2026, 10, 24 - 29 + index)).toISOString().slice(0, 10),
  );
  const days = dates.map((date) => dayOf(date, readings));
  const averages = (window: MoodDay[]) => {
    const own = readings.filter((r) => window.some((d) => d.date === r.created_at.slice(0, 10)));
    return {
      mood: mean(own.map((r) => r.mood_score)),
      energy: mean(own.flatMap((r) => (r.energy_level === null ? [] : [r.energy_level]))),
      stress: mean(own.flatMap((r) => (r.stress_level === null ? [] : [r.stress_level]))),
      readings: own.length,
    };
  };
  const today = days.at(-1)!;
  return {
    week: averages(days.slice(-7)),
    month: averages(days),
    days,
    activities: [],
    latest: readings[0] ?? null,
    today: today.mood === null ? null : { mood: today.mood, word: moodWord(today.mood) },
    low_streak: isLowMoodStreak(readings),
  };
}

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: '8d0c9a52-0000-4000-8000-000000000001',
  name: 'Thandi Nkosi',
  email: 'thandi@aurum.test',
  phone: null,
  location: null,
  date_of_birth: null,
  gender: null,
  occupation: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  membership_tier: 'trial',
  verification_status: 'verified',
  trial_end_date: null,
  premium_access_granted: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

interface JournalServerOptions {
  entries?: JournalEntry[];
  readings?: MoodReading[];
  /** Overrides the trends worked out from the readings. */
  trends?: Partial<MoodTrends>;
  insights?: JournalInsights;
  member?: Profile;
  calendar?: CalendarEntry[];
  /** How a new entry's analysis goes. */
  analysis?: 'analysed' | 'failed';
  pageSize?: number;
  /** Holds POST /api/journal/entries until the returned release() is called. */
  holdSaves?: boolean;
  /** The Life OS API beside it (the lifestyle hub's persona and routines). */
  lifeOs?: LifeOsServerOptions;
}

/** An in-memory journal, mood, profile and calendar API; POSTs change what later reads answer. */
export function serveJournal(options: JournalServerOptions = {}) {
  const entries = [...(options.entries ?? [])];
  const readings = [...(options.readings ?? [])];
  const pageSize = options.pageSize ?? 20;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lifeOs = lifeOsApi(options.lifeOs);

  const mock = mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0]!;
    const params = new URL(url, 'http://aurum.test').searchParams;
    if (path === '/api/profile') return jsonResponse(200, options.member ?? profile());
    if (path === '/api/calendar/events') return jsonResponse(200, options.calendar ?? []);
    if (path === '/api/mood/trends') {
      return jsonResponse(200, { ...trendsOf(readings), ...options.trends });
    }
    if (path === '/api/journal/insights') {
      return jsonResponse(200, options.insights ?? { insights: [], themes: [] });
    }
    if (path === '/api/journal/entries' && method === 'GET') {
      const start = Number(params.get('cursor') ?? 0);
      const page = entries.slice(start, start + pageSize);
      const next = start + pageSize < entries.length ? String(start + pageSize) : null;
      return jsonResponse(200, { entries: page, next_cursor: next });
    }
    if (path === '/api/journal/entries' && method === 'POST') {
      if (options.holdSaves) await held;
      const body = JSON.parse(String(init.body)) as { content: string; entry_type: string };
      const analysed = (options.analysis ?? 'analysed') === 'analysed';
      const saved = journalEntry({
        content: body.content.trim(),
        entry_type: body.entry_type as JournalEntry['entry_type'],
        analysis: analysed ? 'analysed' : 'failed',
        mood_analysis: analysed ? { mood: 8, energy: 6, stress: 7 } : null,
        ai_insights: analysed ? ['Rest is doing you good.'] : [],
        created_at: `${TODAY}T07:30:00Z`,
      });
      entries.unshift(saved);
      if (saved.mood_analysis) {
        readings.unshift(
          reading({
            mood_score: 8,
            energy_level: 6,
            stress_level: 7,
            detected_from: 'journal',
            journal_entry_id: saved.id,
          }),
        );
      }
      return jsonResponse(201, saved);
    }
    const analysis = /^\/api\/journal\/entries\/([^/]+)\/analysis$/.exec(path);
    if (analysis && method === 'POST') {
      const index = entries.findIndex((e) => e.id === analysis[1]);
      entries[index] = {
        ...entries[index]!,
        analysis: 'analysed',
        mood_analysis: { mood: 5, energy: 5, stress: 5 },
        ai_insights: ['Work came up again.'],
      };
      return jsonResponse(200, entries[index]);
    }
    const one = /^\/api\/journal\/entries\/([^/]+)$/.exec(path);
    if (one && method === 'DELETE') {
      entries.splice(
        entries.findIndex((e) => e.id === one[1]),
        1,
      );
      return jsonResponse(204);
    }
    if (path === '/api/mood/check-ins' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as MoodCheckInInput;
      const saved = reading({
        mood_score: body.mood,
        energy_level: null,
        stress_level: null,
        activities: body.activities,
        created_at: `${TODAY}T08:00:00Z`,
      });
      readings.unshift(saved);
      return jsonResponse(201, saved);
    }
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return (
      lifeOs.handle({ path, method, body }) ??
      jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' })
    );
  });
  return { ...mock, entries, readings, release };
}
