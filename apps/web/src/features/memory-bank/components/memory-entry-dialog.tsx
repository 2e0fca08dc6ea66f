import type { MemoryEntry } from '@aurum/shared/chat/memory-bank';
import {
  MEMORY_CATEGORIES,
  MEMORY_CATEGORY_LABELS,
  MEMORY_CONFIDENCE_STEP_PERCENT,
  MEMORY_CONTEXT_MAX_LENGTH,
  MEMORY_KEY_MAX_LENGTH,
  MEMORY_MESSAGES,
  MEMORY_SOURCE_LABELS,
  MEMORY_SOURCES,
  MEMORY_SUGGESTION_KEYS,
  MEMORY_VALUE_MAX_LENGTH,
  type MemorySource,
} from '@aurum/shared/chat/memory-bank-rules';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useSaveMemoryEntry } from '../api/save-memory-entry';
import { useUpdateMemoryEntry } from '../api/update-memory-entry';
import { CATEGORY_ICONS } from '../utils/category-icons';
import {
  draftComplete,
  draftOf,
  EMPTY_DRAFT,
  entryOf,
  type MemoryDraft,
} from '../utils/memory-form';
import { MemoryEntryCard } from './memory-entry-card';

export interface MemoryEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to change; without one the dialog adds a memory. */
  entry?: MemoryEntry | null;
}

function MemoryForm({ entry, onOpenChange }: MemoryEntryDialogProps) {
  const [draft, setDraft] = useState<MemoryDraft>(entry ? draftOf(entry) : EMPTY_DRAFT);
  const save = useSaveMemoryEntry();
  const update = useUpdateMemoryEntry();
  const verifiedId = useId();
  const set = <K extends keyof MemoryDraft>(key: K, value: MemoryDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const busy = save.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draftComplete(draft) || busy) return;
    const body = entryOf(draft);
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, changes: body });
        toast.success(MEMORY_MESSAGES.updatedTitle, {
          description: MEMORY_MESSAGES.updated(body.preference_key),
        });
      } else {
        await save.mutateAsync(body);
        toast.success(MEMORY_MESSAGES.addedTitle, {
          description: MEMORY_MESSAGES.added(body.preference_key),
        });
      }
      onOpenChange(false);
    } catch {
      toast.error(MEMORY_MESSAGES.addFailedTitle, {
        description: entry ? MEMORY_MESSAGES.updateFailed : MEMORY_MESSAGES.addFailed,
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-zinc-200">Category</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {MEMORY_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            const chosen = draft.category === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={chosen}
                onClick={() => set('category', category)}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border p-2 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
                  chosen
                    ? 'border-gold-400 bg-gold-500/15 text-gold-200'
                    : 'border-ink-600 bg-ink-900/60 text-zinc-300 hover:border-zinc-500',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {MEMORY_CATEGORY_LABELS[category]}
              </button>
            );
          })}
        </div>
      </fieldset>

      {draft.category && (
        <div>
          <p id={`${verifiedId}-suggestions`} className="text-sm font-medium text-zinc-200">
            Suggestions
          </p>
          <div
            role="group"
            aria-labelledby={`${verifiedId}-suggestions`}
            className="mt-2 flex flex-wrap gap-2"
          >
            {MEMORY_SUGGESTION_KEYS[draft.category].map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => set('preference_key', key)}
                className="rounded-full border border-ink-600 bg-ink-900/60 px-3 py-1 text-xs text-zinc-200 hover:border-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                {key}
              </button>
            ))}
          </div>
        </div>
      )}

      <FormField
        label="Preference key"
        required
        maxLength={MEMORY_KEY_MAX_LENGTH}
        autoComplete="off"
        placeholder="What is this preference about?"
        value={draft.preference_key}
        onChange={(event) => set('preference_key', event.target.value)}
      />
      <ControlField label="Source">
        {(control) => (
          <Select
            {...control}
            value={draft.source}
            onChange={(event) => set('source', event.target.value as MemorySource)}
          >
            {MEMORY_SOURCES.map((source) => (
              <option key={source} value={source}>
                {MEMORY_SOURCE_LABELS[source]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Details" required>
        {(control) => (
          <Textarea
            {...control}
            required
            maxLength={MEMORY_VALUE_MAX_LENGTH}
            placeholder="The preference itself, in your words"
            value={draft.preference_value}
            onChange={(event) => set('preference_value', event.target.value)}
          />
        )}
      </ControlField>
      <ControlField label="Context" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={MEMORY_CONTEXT_MAX_LENGTH}
            placeholder="When or why this applies"
            value={draft.context}
            onChange={(event) => set('context', event.target.value)}
          />
        )}
      </ControlField>
      <ControlField label={`Confidence: ${draft.confidencePercent}%`}>
        {(control) => (
          <input
            {...control}
            type="range"
            min={0}
            max={100}
            step={MEMORY_CONFIDENCE_STEP_PERCENT}
            value={draft.confidencePercent}
            onChange={(event) => set('confidencePercent', Number(event.target.value))}
            className="w-full accent-gold-400"
          />
        )}
      </ControlField>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={verifiedId} className="text-sm font-medium text-zinc-200">
          Verified
          <span className="block text-xs font-normal text-zinc-400">
            Confirmed by you rather than learned
          </span>
        </label>
        <Switch
          id={verifiedId}
          checked={draft.verified}
          onCheckedChange={(verified) => set('verified', verified)}
        />
      </div>

      {draftComplete(draft) && (
        <section aria-label="Preview">
          <p className="mb-2 text-sm font-medium text-zinc-200">Preview</p>
          <MemoryEntryCard
            entry={{
              category: draft.category,
              preference_key: draft.preference_key.trim(),
              preference_value: draft.preference_value.trim(),
              confidence_score: draft.confidencePercent / 100,
              source: draft.source,
              verified: draft.verified,
            }}
          />
        </section>
      )}

      <DialogFormActions
        busy={busy}
        incomplete={!draftComplete(draft)}
        busyLabel="Saving..."
        submitLabel={entry ? 'Save Changes' : 'Add to Memory'}
      />
    </form>
  );
}

/** Add Memory (spec 02 section 2), or edit one: what the assistant should remember. */
export function MemoryEntryDialog(props: MemoryEntryDialogProps) {
  const { open, onOpenChange, entry } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{entry ? 'Edit Memory' : 'Add Memory'}</DialogTitle>
        <DialogDescription>{MEMORY_MESSAGES.notEncrypted}</DialogDescription>
        {open && <MemoryForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}
