import type { z } from 'zod';
import { route, typed } from '../api-route';
import type {
  MemoryEntry,
  MemoryEntryInput,
  MemoryEntryList,
  memoryEntryUpdateSchema,
} from './memory-bank';

/** What the assistant remembers of the member, as they see and correct it (ADR 080). */

export const list = route('GET', '/api/memory-bank', typed<{ answer: MemoryEntryList }>);

export const add = route(
  'POST',
  '/api/memory-bank',
  typed<{ answer: MemoryEntry; body: MemoryEntryInput }>,
);

export const edit = route(
  'PATCH',
  '/api/memory-bank/:id',
  typed<{
    answer: MemoryEntry;
    body: z.input<typeof memoryEntryUpdateSchema>;
  }>,
);

export const remove = route('DELETE', '/api/memory-bank/:id');
