import type { z } from 'zod';
import { route } from '../api-route';
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
export const journalRoutes = {
  save: route('POST', '/api/journal/entries').typed<{
    answer: JournalEntry;
    body: z.input<typeof journalEntryInputSchema>;
  }>(),
  list: route('GET', '/api/journal/entries').typed<{
    answer: JournalPage;
    query: z.input<typeof journalPageQuerySchema>;
  }>(),
  retryAnalysis: route('POST', '/api/journal/entries/:id/analysis').typed<{
    answer: JournalEntry;
  }>(),
  remove: route('DELETE', '/api/journal/entries/:id').typed(),
  insights: route('GET', '/api/journal/insights').typed<{ answer: JournalInsights }>(),
  checkIn: route('POST', '/api/mood/check-ins').typed<{
    answer: MoodReading;
    body: z.input<typeof moodCheckInInputSchema>;
  }>(),
  trends: route('GET', '/api/mood/trends').typed<{ answer: MoodTrends }>(),
};
