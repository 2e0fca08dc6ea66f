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
  /** Marks the label with a star (outside its accessible name). */
  required?: boolean;
  /** Marks the field as optional next to its label (outside the label's accessible name). */
  optional?: boolean;
  /** Ids of more help rendered elsewhere, also describing the control. */
  describedById?: string;
  /** Content shown under the control as it is (e.g. a password strength meter). */
  after?: ReactNode;
  className?: string;
  /** Renders the control (a Select, Textarea, Input...) with the given attributes. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, any control and its error, wired up through htmlFor, aria-describedby and
 * aria-invalid. FormField does the same for a plain Input.
 */
export function ControlField({
  label,
  error,
  hint,
  required,
  optional,
  describedById,
  after,
  className,
  children,
}: ControlFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined, describedById]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-baseline gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-gold-400">
            *
          </span>
        )}
        {optional && <span className="text-xs text-zinc-400">(optional)</span>}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {after}
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
