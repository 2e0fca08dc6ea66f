import { BookOpen, Brain, FileUp, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import type { VaultItem } from '../api/vault-types';
import { categoryLabel, ITEM_TYPE_LABELS } from '../utils/vault-texts';
import type { AddItemPreset } from './add-item-dialog';
import { pluralNoun } from '@aurum/shared/format/words';

/** Spec 02 section 2: three quick actions open Add to Vault with a category preselected. */
const QUICK_ACTIONS = [
  {
    label: 'Upload Document',
    hint: 'Passport, ID or contracts',
    icon: FileUp,
    preset: { itemType: 'document', category: 'passport' },
  },
  {
    label: 'Add Note',
    hint: 'A private journal entry',
    icon: BookOpen,
    preset: { itemType: 'note', category: 'journal' },
  },
  {
    label: 'Set Preference',
    hint: 'How you like things done',
    icon: SlidersHorizontal,
    preset: { itemType: 'preference', category: 'lifestyle' },
  },
] as const satisfies readonly {
  label: string;
  hint: string;
  icon: LucideIcon;
  preset: AddItemPreset;
}[];

export const RECENT_ITEMS = 5;

export function OverviewTab({
  items,
  memoryCount,
  onQuickAction,
}: {
  items: VaultItem[];
  memoryCount: number | null;
  onQuickAction: (preset: AddItemPreset) => void;
}) {
  const recent = items.slice(0, RECENT_ITEMS);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <section
        aria-labelledby="recent-items"
        className="rounded-2xl border border-ink-600 bg-ink-800/80 p-5"
      >
        <h2 id="recent-items" className="font-display text-xl text-gold-300">
          Recent Items
        </h2>
        {recent.length === 0 ? (
          <p className="mt-4 text-sm text-zinc-400">No items in vault yet</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink-600">
            {recent.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 truncate font-medium text-zinc-100">{item.title}</span>
                <span className="shrink-0 text-xs text-zinc-400">
                  {categoryLabel(item.category)} · {ITEM_TYPE_LABELS[item.itemType]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="ai-insights"
        className="rounded-2xl border border-violet-400/30 bg-violet-400/5 p-5"
      >
        <h2
          id="ai-insights"
          className="flex items-center gap-2 font-display text-xl text-violet-200"
        >
          <Brain aria-hidden="true" className="size-5" />
          AI Insights
        </h2>
        <p className="mt-3 text-sm text-zinc-200">
          Your assistant remembers <strong>{memoryCount === null ? 'your' : memoryCount}</strong>{' '}
          {pluralNoun(memoryCount ?? 0, 'preference')}, and your vault holds{' '}
          <strong>{items.length}</strong> {pluralNoun(items.length, 'item')}.
        </p>
        <p className="mt-2 text-sm text-zinc-400">
          All vault items are encrypted with AES-256. The assistant can reach an item only with your
          approval.
        </p>
      </section>
      <ul className="grid gap-3 sm:grid-cols-3 lg:col-span-2">
        {QUICK_ACTIONS.map(({ label, hint, icon: Icon, preset }) => (
          <li key={label}>
            <button
              type="button"
              onClick={() => onQuickAction(preset)}
              className="flex h-full w-full items-center gap-3 rounded-2xl border border-gold-500/30 bg-ink-800/80 p-4 text-left transition-colors hover:border-gold-300 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <Icon aria-hidden="true" className="size-6 shrink-0 text-gold-300" />
              <span>
                <span className="block font-semibold text-zinc-100">{label}</span>
                <span className="block text-xs text-zinc-400">{hint}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
