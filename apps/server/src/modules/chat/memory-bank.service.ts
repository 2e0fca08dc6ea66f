import type {
  MemoryEntry,
  memoryEntryInputSchema,
  MemoryEntryUpdate,
} from '@aurum/shared/chat/memory-bank';
import type { z } from 'zod';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import * as repo from './memory-bank.repo';

type NewEntry = z.output<typeof memoryEntryInputSchema>;

const notFoundEntry = () => notFound('Memory entry not found');

const fieldsOf = (input: MemoryEntryUpdate): Partial<repo.MemoryFields> =>
  Object.fromEntries(
    Object.entries({
      category: input.category,
      preferenceKey: input.preference_key,
      preferenceValue: input.preference_value,
      confidenceScore: input.confidence_score,
      source: input.source,
      verified: input.verified,
      context: input.context,
    }).filter(([, value]) => value !== undefined),
  );

/**
 * The assistant's memory of a member (spec 02 section 3): listed, added (by the member, or
 * accepted from a chat suggestion with source 'conversation'), edited and deleted, always the
 * member's own entries only. The vault's Memory Bank tab and the assistant use this service.
 */
export class MemoryBankService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  list(userId: string): Promise<MemoryEntry[]> {
    return asMemberRead(this.db, userId, repo.listEntries);
  }

  add(userId: string, input: NewEntry): Promise<MemoryEntry> {
    return asMember(this.db, userId, (scope) =>
      repo.insertEntry(scope, fieldsOf(input) as repo.MemoryFields, this.clock.now()),
    );
  }

  async edit(userId: string, id: string, input: MemoryEntryUpdate): Promise<MemoryEntry> {
    const entry = await asMember(this.db, userId, (scope) =>
      repo.updateEntry(scope, id, fieldsOf(input), this.clock.now()),
    );
    if (!entry) throw notFoundEntry();
    return entry;
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await asMember(this.db, userId, (scope) => repo.deleteEntry(scope, id));
    if (!deleted) throw notFoundEntry();
  }
}

export { notFoundEntry };
