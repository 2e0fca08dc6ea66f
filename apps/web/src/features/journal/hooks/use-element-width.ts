import { useEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, kept as it resizes: the chart is drawn at its card's
 * real width, so its lines and labels keep their size on a phone and on a laptop alike. Until the
 * first measure (and where there is no ResizeObserver) it answers `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
