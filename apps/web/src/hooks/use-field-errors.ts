import { useState } from 'react';

interface Refusal {
  errors: Record<string, string>;
  /** The values the errors were given for. */
  refused: Record<string, unknown>;
}

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * The field errors of a form that keeps its values in state (the forms on react-hook-form get the
 * same from its re-validation on change). `values` names each field as the server does in its
 * errors; an error shows only while its field still holds the value that was refused, so it
 * clears as soon as the field changes. `refuse` records errors for the values of the render that
 * submitted them (call it from that render's submit handler, also after an await).
 */
export function useFieldErrors<Field extends string>(values: Record<Field, unknown>) {
  const [refusal, setRefusal] = useState<Refusal>({ errors: {}, refused: {} });
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, message] of Object.entries(refusal.errors)) {
    const changed = field in values && !sameValue(values[field as Field], refusal.refused[field]);
    if (!changed) errors[field as Field] = message;
  }
  const refuse = (next: Partial<Record<Field, string>> | Record<string, string>) =>
    setRefusal({ errors: { ...next } as Record<string, string>, refused: { ...values } });
  return { errors, refuse };
}
