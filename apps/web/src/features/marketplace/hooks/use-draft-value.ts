import { useEffect, useState } from 'react';

/** How long a control waits after the last key press or slide before the address follows. */
const SETTLE_DELAY_MS = 300;

const same = <T>(a: T, b: T) => Object.is(a, b);

/**
 * A control's own value (a search box's text, a slider's position) that `commit` hands on once it
 * has not changed for SETTLE_DELAY_MS. The control owns its value and the address follows it: a
 * commit that lands after the next key press is recognised as the control's own and never takes
 * that key back. Only a change of `value` from elsewhere (Clear filters, Back) replaces the draft.
 * `settle` turns a draft into what is committed and compared (e.g. trims text).
 */
export function useDraftValue<T>(
  value: T,
  commit: (value: T) => void,
  settle: (draft: T) => T = (draft) => draft,
) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  /** Values committed but not yet seen back in `value`, oldest first. */
  const [inFlight, setInFlight] = useState<T[]>([]);
  if (!same(value, seen)) {
    setSeen(value);
    const own = inFlight.findIndex((sent) => same(sent, value));
    if (own >= 0) {
      setInFlight(inFlight.slice(own + 1));
    } else {
      setInFlight([]);
      // The box may already say it (perhaps with a space still being typed): leave it be.
      if (!same(settle(draft), value)) setDraft(value);
    }
  }
  useEffect(() => {
    const settled = settle(draft);
    if (same(settled, value)) return;
    const timer = setTimeout(() => {
      setInFlight((sent) => [...sent, settled]);
      commit(settled);
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a change of the draft starts a commit; `value` changing must not re-send it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
  return [draft, setDraft] as const;
}

/** useDraftValue for text: what is committed and compared is trimmed. */
export const useDraftText = (value: string, commit: (text: string) => void) =>
  useDraftValue(value, commit, trim);

const trim = (text: string) => text.trim();
