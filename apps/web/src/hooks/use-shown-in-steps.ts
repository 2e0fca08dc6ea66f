import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `step` at first, then `step` more after each task
 * until all are shown, so a long list arriving is several short tasks instead of one long one
 * that keeps the page from answering a tap (ADR 027). Items added later (a next page) join in
 * steps too; nothing is ever taken away.
 */
export function useShownInSteps(total: number, step: number): number {
  const [shown, setShown] = useState(step);
  useEffect(() => {
    if (shown >= total) return;
    const next = window.setTimeout(() => setShown((count) => count + step), 0);
    return () => window.clearTimeout(next);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
