import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export const TYPING_DELAY_MS = 300;

/**
 * A text box's own value, handed to `commit` once typing pauses. When `value` changes from
 * elsewhere (Clear filters, Back), the box follows it.
 */
export function useDebouncedText(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // The box already says it (perhaps with a space still being typed): leave it be.
    if (draft.trim() !== value) setDraft(value);
  }
  const settled = useDebouncedValue(draft, TYPING_DELAY_MS);
  useEffect(() => {
    if (settled === draft && settled.trim() !== value) commit(settled.trim());
    // Only a settled draft is committed; `value` and `commit` changing must not re-send it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return [draft, setDraft] as const;
}
