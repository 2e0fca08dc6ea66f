import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { plural } from '@aurum/shared/format/words';

export interface StarInputProps {
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

const STARS = [1, 2, 3, 4, 5];

/** One to five stars as a radio group: arrow keys move between stars, as the platform does. */
export function StarInput({ label, value, onChange, error }: StarInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-between"
      >
        <span id={`${id}-label`} className="text-sm font-medium text-zinc-200">
          {label}
        </span>
        <span className="-ml-1.5 flex">
          {STARS.map((stars) => (
            <label
              key={stars}
              className="group relative flex size-9 cursor-pointer items-center justify-center rounded-md has-focus-visible:outline-2 has-focus-visible:outline-gold-300"
            >
              <input
                type="radio"
                name={id}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-6 transition-colors',
                  stars <= value
                    ? 'fill-gold-400 text-gold-400'
                    : 'text-zinc-500 group-hover:text-gold-300',
                )}
              />
              <span className="sr-only">{plural(stars, 'star')}</span>
            </label>
          ))}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
