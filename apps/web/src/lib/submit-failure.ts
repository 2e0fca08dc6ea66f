import { isApiError } from './api-error';
import { toast } from './toast';

/** react-hook-form's `setError`, as far as a refusal needs it. */
type SetError<Field extends string> = (
  field: Field,
  error: { type?: string; message: string },
  options?: { shouldFocus: boolean },
) => void;

export interface SubmitFailureOptions<Field extends string> {
  /**
   * The form's fields, named as the server names them in its `errors`; messages about other
   * fields are left out. Leave it out to take every field the server named.
   */
  fields?: readonly Field[];
  /** Only a refusal with this code is about the fields (e.g. 'VALIDATION_ERROR'). */
  code?: string;
  /** A form on react-hook-form: each message goes to `setError`, in the order of `fields`. */
  setError?: SetError<Field>;
  /** react-hook-form's error type and focus, where a form sets them ('server'). */
  type?: string;
  shouldFocus?: boolean;
  /** A form that keeps its values in state: all messages at once (useFieldErrors' `refuse`). */
  refuse?: (errors: Partial<Record<Field, string>>) => void;
  /**
   * The title of the toast shown when no message is about a field; its description is the
   * error's own message. Leave it out when the form shows something else (or a toast in any case).
   */
  toast?: string;
}

/** The server's messages about the named fields, in the order of `fields` (or as it sent them). */
function fieldMessages<Field extends string>(
  error: unknown,
  { fields, code }: SubmitFailureOptions<Field>,
): [Field, string][] {
  const errors = isApiError(error, code) ? error.errors : undefined;
  if (!errors) return [];
  const named = fields ?? (Object.keys(errors) as Field[]);
  return named.flatMap((field) =>
    errors[field] ? [[field, errors[field]] as [Field, string]] : [],
  );
}

/**
 * After a failed submit: the API's messages about the form's fields (ApiError's `errors`) show on
 * those fields; when none is about a field, the `toast` names the toast that says why. Answers
 * the fields that got a message, so a form can do something else when there are none.
 */
export function showSubmitFailure<Field extends string>(
  error: unknown,
  options: SubmitFailureOptions<Field>,
): Field[] {
  const messages = fieldMessages(error, options);
  const { setError, type, shouldFocus, refuse } = options;
  for (const [field, message] of messages) {
    setError?.(
      field,
      type ? { type, message } : { message },
      shouldFocus ? { shouldFocus } : undefined,
    );
  }
  if (messages.length > 0) refuse?.(Object.fromEntries(messages) as Partial<Record<Field, string>>);
  if (messages.length === 0 && options.toast) {
    toast.error(options.toast, { description: error instanceof Error ? error.message : undefined });
  }
  return messages.map(([field]) => field);
}
