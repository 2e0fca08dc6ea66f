import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';
import { Label } from './label';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** The first validation message of the field, shown under it. */
  error?: string;
  /** Marks the field as optional next to its label (outside the label's accessible name). */
  optional?: boolean;
  /** More help under the field (e.g. the password strength meter). */
  children?: ReactNode;
  /** Id of the help rendered in `children`, so the input is described by it. */
  describedById?: string;
}

/** A labelled input with its error message wired up through aria-describedby and aria-invalid. */
export function FormField({
  label,
  error,
  optional,
  required,
  children,
  describedById,
  className,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, describedById].filter(Boolean).join(' ');
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
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {children}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
