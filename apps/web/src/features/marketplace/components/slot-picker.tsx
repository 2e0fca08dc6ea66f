import {
  MARKETPLACE_MESSAGES,
  type AvailabilitySlot,
} from '@aurum/shared/marketplace/marketplace-rules';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { slotLabel } from '../utils/marketplace-format';

export interface SlotPickerProps {
  slots: AvailabilitySlot[];
  chosen: string | null;
  onChoose: (slot: AvailabilitySlot) => void;
  error?: string;
}

/** The free slots of a day as a radio group ("09:00 - 10:00"). */
export function SlotPicker({ slots, chosen, onChoose, error }: SlotPickerProps) {
  const id = useId();
  if (slots.length === 0) {
    return <p className="text-sm text-zinc-400">{MARKETPLACE_MESSAGES.noSlotsOnDay}</p>;
  }
  return (
    <div>
      <div
        role="radiogroup"
        aria-label="Free time slots"
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid grid-cols-2 gap-2"
      >
        {slots.map((slot) => (
          <label
            key={slot.id}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-300',
              chosen === slot.id
                ? 'border-gold-400 bg-gold-500 text-ink-950'
                : 'border-ink-600 bg-ink-900/70 text-zinc-100 hover:border-gold-500/60',
            )}
          >
            <input
              type="radio"
              name={id}
              value={slot.id}
              checked={chosen === slot.id}
              onChange={() => onChoose(slot)}
              className="sr-only"
            />
            {slotLabel(slot)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
