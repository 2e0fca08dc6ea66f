import type { MemorySuggestion } from '@aurum/shared/chat/chat-contract';
import { MEMORY_CONFIDENCE_DEFAULT, MEMORY_MESSAGES } from '@aurum/shared/chat/memory-bank-rules';
import { Brain } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useSaveMemoryEntry } from '../../memory-bank/api/save-memory-entry';

/** A lasting preference the assistant heard, saved to the memory bank only if the member agrees. */
export function MemorySuggestionCard({ suggestion }: { suggestion: MemorySuggestion }) {
  const save = useSaveMemoryEntry();
  const remember = async () => {
    try {
      await save.mutateAsync({
        ...suggestion,
        source: 'conversation',
        confidence_score: MEMORY_CONFIDENCE_DEFAULT,
      });
      toast.success(MEMORY_MESSAGES.addedTitle, {
        description: MEMORY_MESSAGES.added(suggestion.preference_key),
      });
    } catch {
      toast.error(MEMORY_MESSAGES.addFailedTitle, { description: MEMORY_MESSAGES.addFailed });
    }
  };
  return (
    <section
      aria-label="Remember this preference"
      className="mt-1 flex w-full max-w-[88%] flex-wrap items-center gap-3 rounded-2xl border border-violet-400/30 bg-violet-400/5 p-3 sm:max-w-[75%]"
    >
      <Brain aria-hidden="true" className="size-5 text-violet-300" />
      <p className="min-w-0 flex-1 text-sm text-zinc-200">
        <span className="font-semibold">{suggestion.preference_key}:</span>{' '}
        {suggestion.preference_value}
        <span className="text-zinc-400"> ({suggestion.category})</span>
      </p>
      {save.isSuccess ? (
        <span className="text-sm text-emerald-300">Saved to your memory bank</span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={save.isPending}
          onClick={() => void remember()}
        >
          Remember this
        </Button>
      )}
    </section>
  );
}
