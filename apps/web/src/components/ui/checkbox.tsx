import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: string;
  /** A line under the label, read as the checkbox's description. */
  description?: ReactNode;
}

/** A native checkbox with its label; the whole row is the click target. */
export function Checkbox({ label, description, className, ...props }: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-ink-600 bg-ink-900/50 p-3.5 transition-colors has-checked:border-gold-500/50 has-checked:bg-gold-500/5',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-500"
        {...props}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-zinc-100">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-zinc-400">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
