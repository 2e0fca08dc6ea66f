import type { ComponentProps } from 'react';
import { ControlField } from '../../../components/ui/control-field';
import { Textarea } from '../../../components/ui/textarea';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
}

/** A labelled textarea with its hint and error wired up through aria-describedby. */
export function TextareaField({
  label,
  hint,
  error,
  optional,
  required,
  ...props
}: TextareaFieldProps) {
  return (
    <ControlField label={label} hint={hint} error={error} required={required} optional={optional}>
      {(control) => <Textarea required={required} {...control} {...props} />}
    </ControlField>
  );
}
