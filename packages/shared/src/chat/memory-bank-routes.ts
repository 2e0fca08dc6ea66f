import type { z } from 'zod';
import { route } from '../api-route';
import type {
  MemoryEntry,
  MemoryEntryInput,
  MemoryEntryList,
  memoryEntryUpdateSchema,
} from './memory-bank';

/** What the assistant remembers of the member, as they see and correct it (ADR 080). */
export const memoryBankRoutes = {
  list: route('GET', '/api/memory-bank').typed<{ answer: MemoryEntryList }>(),
  add: route('POST', '/api/memory-bank').typed<{ answer: MemoryEntry; body: MemoryEntryInput }>(),
  edit: route('PATCH', '/api/memory-bank/:id').typed<{
    answer: MemoryEntry;
    body: z.input<typeof memoryEntryUpdateSchema>;
  }>(),
  remove: route('DELETE', '/api/memory-bank/:id').typed(),
};
