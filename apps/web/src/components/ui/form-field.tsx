import type { ComponentProps, ReactNode } from 'react';
import { ControlField } from './control-field';
import { Input } from './input';

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
  return (
    <ControlField
      label={label}
      error={error}
      required={required}
      optional={optional}
      describedById={describedById}
      after={children}
      className={className}
    >
      {(control) => <Input required={required} {...control} {...inputProps} />}
    </ControlField>
  );
}
