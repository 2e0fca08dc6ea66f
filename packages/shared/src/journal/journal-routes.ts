import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  JournalEntry,
  journalEntryInputSchema,
  JournalInsights,
  JournalPage,
  journalPageQuerySchema,
  moodCheckInInputSchema,
  MoodReading,
  MoodTrends,
} from './journal-contract';

/** The member's journal and mood check-ins (ADR 080). */

export const save = route(
  'POST',
  '/api/journal/entries',
  typed<{
    answer: JournalEntry;
    body: z.input<typeof journalEntryInputSchema>;
  }>,
);

export const list = route(
  'GET',
  '/api/journal/entries',
  typed<{
    answer: JournalPage;
    query: z.input<typeof journalPageQuerySchema>;
  }>,
);

export const retryAnalysis = route(
  'POST',
  '/api/journal/entries/:id/analysis',
  typed<{
    answer: JournalEntry;
  }>,
);

export const remove = route('DELETE', '/api/journal/entries/:id');

export const insights = route('GET', '/api/journal/insights', typed<{ answer: JournalInsights }>);

export const checkIn = route(
  'POST',
  '/api/mood/check-ins',
  typed<{
    answer: MoodReading;
    body: z.input<typeof moodCheckInInputSchema>;
  }>,
);

export const trends = route('GET', '/api/mood/trends', typed<{ answer: MoodTrends }>);
