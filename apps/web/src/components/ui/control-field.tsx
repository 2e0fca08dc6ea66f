import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The attributes a control needs to be labelled and described by its field. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface ControlFieldProps {
  label: string;
  /** The first validation message of the field, shown under it. */
  error?: string;
  /** Help shown under the control. */
  hint?: ReactNode;
  className?: string;
  /** Renders the control (a Select, Textarea, Input...) with the given attributes. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, any control and its error, wired up through htmlFor, aria-describedby and
 * aria-invalid. FormField does the same for a plain Input.
 */
export function ControlField({ label, error, hint, className, children }: ControlFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
