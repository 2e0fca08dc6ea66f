import { randomUUID } from 'node:crypto';
import {
  JOURNAL_MOOD_CONTEXT,
  type JournalEntry,
  type JournalEntryInput,
  type JournalInsights,
  type JournalPage,
  type JournalPageQuery,
} from '@aurum/shared/journal/journal-contract';
import { asMember, asMemberRead, type MemberScope } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import {
  type MemberTextPlace,
  openMemberText,
  sealMemberText,
} from '../../platform/crypto/member-text';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import { notFound } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/http/keyset-cursor';
import { publishToMember } from '../../platform/realtime/publish';
import { journalInsights } from './analysis/journal-insights';
import type { EntryAnalysis } from './entry-analysis';
import * as repo from './journal.repo';
import type { EntryReading } from './model-analysis';
import * as moodRepo from './mood.repo';

/** The insights read at most this many of the member's newest entries. */
const INSIGHTS_ENTRIES = 100;

export const entryNotFound = () => notFound('Journal entry not found');

const place = (id: string, column: 'content' | 'insights'): MemberTextPlace => ({
  table: 'journal_entries',
  rowId: id,
  column,
});

export interface JournalDeps {
  db: Database;
  clock: Clock;
  /** Seals what the member wrote and what was read from it (ADR 048). */
  box: SealedBox;
  analysis: EntryAnalysis;
}

/**
 * The AI journal (issue 28, ADR 059): entries sealed at rest, each analysed (the language model
 * or Aurum's own analysis) into a mood reading saved with it in one transaction. An entry whose
 * analysis failed is kept and can be analysed again.
 */
export class JournalService {
  constructor(private deps: JournalDeps) {}

  private open(entry: repo.SealedEntry, content?: string): JournalEntry {
    const { box } = this.deps;
    return {
      id: entry.id,
      content: content ?? openMemberText(box, place(entry.id, 'content'), entry.sealedContent),
      entry_type: entry.entryType,
      mood_analysis: entry.analysis,
      ai_insights: entry.sealedInsights
        ? (JSON.parse(
            openMemberText(box, place(entry.id, 'insights'), entry.sealedInsights),
          ) as string[])
        : [],
      analysis: entry.analysis ? 'analysed' : 'failed',
      created_at: entry.createdAt.toISOString(),
    };
  }

  private sealInsights(id: string, reading: EntryReading) {
    return sealMemberText(this.deps.box, place(id, 'insights'), JSON.stringify(reading.insights))
      .sealedData;
  }

  /** The entry's mood row (detected_from 'journal'); null when one was already recorded. */
  private recordReading(scope: MemberScope, id: string, reading: EntryReading, at: Date) {
    return moodRepo.insertReading(scope, {
      mood: reading.mood,
      energy: reading.energy,
      stress: reading.stress,
      detectedFrom: 'journal',
      context: JOURNAL_MOOD_CONTEXT,
      activities: [],
      journalEntryId: id,
      createdAt: at,
    });
  }

  /** Save & Analyze: analysed first (outside any transaction), then saved with its reading. */
  async save(userId: string, input: JournalEntryInput): Promise<JournalEntry> {
    const reading = await this.deps.analysis.read(input.content);
    const id = randomUUID();
    const now = this.deps.clock.now();
    const sealed = sealMemberText(this.deps.box, place(id, 'content'), input.content);
    return asMember(this.deps.db, userId, async (scope) => {
      await repo.insertEntry(scope, {
        id,
        entryType: input.entry_type,
        sealedContent: sealed.sealedData,
        sealedInsights: reading ? this.sealInsights(id, reading) : null,
        keyId: sealed.keyId,
        createdAt: now,
      });
      const recorded = reading ? await this.recordReading(scope, id, reading, now) : null;
      await publishToMember(scope.tx, userId, {
        topic: 'mood',
        ...(recorded ? { readingId: recorded.id } : {}),
      });
      return {
        id,
        content: input.content,
        entry_type: input.entry_type,
        mood_analysis: reading && {
          mood: reading.mood,
          energy: reading.energy,
          stress: reading.stress,
        },
        ai_insights: reading?.insights ?? [],
        analysis: reading ? 'analysed' : 'failed',
        created_at: now.toISOString(),
      };
    });
  }

  /**
   * Analyses a kept entry again (its analysis had failed); an entry already analysed is answered
   * as it is. The reading is dated when the entry was written: it is the mood of that moment.
   */
  async retryAnalysis(userId: string, id: string): Promise<JournalEntry> {
    const { db } = this.deps;
    const entry = await asMemberRead(db, userId, (scope) => repo.findEntry(scope, id));
    if (!entry) throw entryNotFound();
    if (entry.analysis) return this.open(entry);
    const content = openMemberText(this.deps.box, place(id, 'content'), entry.sealedContent);
    const reading = await this.deps.analysis.read(content);
    if (!reading) return this.open(entry, content);
    return asMember(db, userId, async (scope) => {
      if (!(await repo.lockEntry(scope, id))) throw entryNotFound();
      const recorded = await this.recordReading(scope, id, reading, entry.createdAt);
      if (recorded) {
        await repo.setInsights(scope, id, this.sealInsights(id, reading));
        await publishToMember(scope.tx, userId, { topic: 'mood', readingId: recorded.id });
      }
      const saved = await repo.findEntry({ db: scope.tx, userId }, id);
      return this.open(saved!, content);
    });
  }

  async list(userId: string, query: JournalPageQuery): Promise<JournalPage> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const page = await asMemberRead(this.deps.db, userId, (scope) =>
      repo.entryPage(scope, cursor, query.limit),
    );
    const last = page.entries.at(-1);
    return {
      entries: page.entries.map((entry) => this.open(entry)),
      next_cursor: page.more && last ? encodeCursor(last.position) : null,
    };
  }

  /** Deletes the member's entry and its mood reading. */
  async remove(userId: string, id: string): Promise<void> {
    await asMember(this.deps.db, userId, async (scope) => {
      if (!(await repo.deleteEntry(scope, id))) throw entryNotFound();
      await publishToMember(scope.tx, userId, { topic: 'mood' });
    });
  }

  /** What the member's own newest entries say (oldest first to the insights). */
  async insights(userId: string): Promise<JournalInsights> {
    const entries = await asMemberRead(this.deps.db, userId, (scope) =>
      repo.newestEntries(scope, INSIGHTS_ENTRIES),
    );
    return journalInsights(
      entries.reverse().map((entry) => ({
        content: openMemberText(this.deps.box, place(entry.id, 'content'), entry.sealedContent),
        mood: entry.analysis?.mood ?? null,
        createdAt: entry.createdAt,
      })),
    );
  }

  /** The member's journal and mood readings for their data export (ADR 055), entries opened. */
  async exportFor(userId: string) {
    return asMemberRead(this.deps.db, userId, async (scope) => ({
      entries: (await repo.newestEntries(scope)).map((entry) => this.open(entry)),
      mood_readings: await moodRepo.newestReadings(scope),
    }));
  }
}
