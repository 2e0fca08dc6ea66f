import { cn } from '../../lib/cn';

export interface ProgressProps {
  /** Done so far, 0 to max. */
  value: number;
  max?: number;
  /** The accessible name of the bar. */
  label: string;
  /** What assistive technology reads instead of a percentage, e.g. "Step 2 of 4". */
  valueText?: string;
  className?: string;
}

/** A gold progress bar. */
export function Progress({ value, max = 100, label, valueText, className }: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-ink-600', className)}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-gold-600 to-gold-300 transition-[width] duration-300"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
