import {
  MEMORY_CATEGORY_LABELS,
  MEMORY_SOURCE_LABELS,
  type MemoryCategory,
  type MemorySource,
} from '@aurum/shared/chat/memory-bank-rules';
import { BadgeCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { confidenceLabel } from '../utils/memory-form';

export interface MemoryFacts {
  category: MemoryCategory;
  preference_key: string;
  preference_value: string;
  confidence_score: number;
  source: MemorySource;
  verified: boolean;
}

/** One memory as the Memory Bank tab and the dialog's live preview show it. */
export function MemoryEntryCard({ entry, actions }: { entry: MemoryFacts; actions?: ReactNode }) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-ink-600 bg-ink-800/80 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="grey">{MEMORY_CATEGORY_LABELS[entry.category]}</Badge>
        {entry.verified ? (
          <Badge tone="green">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge tone="purple">
            <Sparkles aria-hidden="true" />
            Learning
          </Badge>
        )}
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-gold-300">{entry.preference_key}</h3>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-200">
          {entry.preference_value}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-400">
        <div className="flex gap-1">
          <dt>Confidence</dt>
          <dd className="font-semibold text-zinc-200">{confidenceLabel(entry.confidence_score)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Source</dt>
          <dd className="font-semibold text-zinc-200">{MEMORY_SOURCE_LABELS[entry.source]}</dd>
        </div>
      </dl>
      {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
    </article>
  );
}
