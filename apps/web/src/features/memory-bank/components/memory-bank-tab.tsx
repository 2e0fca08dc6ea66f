import type { MemoryEntry } from '@aurum/shared/chat/memory-bank';
import { MEMORY_MESSAGES } from '@aurum/shared/chat/memory-bank-rules';
import { Brain, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteMemoryEntry } from '../api/delete-memory-entry';
import { useMemoryEntries } from '../api/get-memory-entries';
import { MemoryEntryCard } from './memory-entry-card';
import { MemoryEntryDialog } from './memory-entry-dialog';

function DeleteMemoryDialog({
  entry,
  onOpenChange,
}: {
  entry: MemoryEntry | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteMemoryEntry();
  const confirm = async () => {
    if (!entry) return;
    try {
      await remove.mutateAsync(entry.id);
      toast.success(MEMORY_MESSAGES.deletedTitle, {
        description: MEMORY_MESSAGES.deleted(entry.preference_key),
      });
      onOpenChange(false);
    } catch {
      toast.error('Could not delete the memory', { description: MEMORY_MESSAGES.deleteFailed });
    }
  };
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete Memory</DialogTitle>
        <DialogDescription>
          Your assistant will forget &ldquo;{entry?.preference_key}&rdquo;. This cannot be undone.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Keep It</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? 'Deleting...' : 'Delete Memory'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The vault's Memory Bank tab: what the assistant remembers, added, edited and deleted here. */
export function MemoryBankTab() {
  const entries = useMemoryEntries();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MemoryEntry | null>(null);
  const [deleting, setDeleting] = useState<MemoryEntry | null>(null);

  return (
    <section aria-labelledby="memory-bank-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="memory-bank-heading" className="font-display text-2xl text-gold-300">
            AI Memory Bank
          </h2>
          <p className="text-sm text-zinc-400">{MEMORY_MESSAGES.notEncrypted}</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Memory
        </Button>
      </div>
      {entries.isPending ? (
        <div className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : entries.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The memory bank could not be loaded. Check your connection and try again.
        </p>
      ) : entries.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-ink-600 p-8 text-center">
          <Brain aria-hidden="true" className="size-8 text-violet-300" />
          <p className="font-semibold text-zinc-100">No memories yet</p>
          <p className="text-sm text-zinc-400">
            Add what your assistant should know, or accept a suggestion in the chat.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <MemoryEntryCard
                entry={entry}
                actions={
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${entry.preference_key}`}
                      onClick={() => setEditing(entry)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${entry.preference_key}`}
                      onClick={() => setDeleting(entry)}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <MemoryEntryDialog open={adding} onOpenChange={setAdding} />
      <MemoryEntryDialog
        open={editing !== null}
        entry={editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteMemoryDialog entry={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
}
