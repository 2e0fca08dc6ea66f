import { AUTH_ERRORS } from '@aurum/shared/auth/auth-messages';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from './toast';

/**
 * A form resolver whose code (the shared zod schema and its resolver) loads on first use instead
 * of with the screen (ADR 022). `preload` starts the download once the form is on screen, long
 * before anyone submits. Should the download fail (offline), the submit stops with a network
 * toast and the next one tries again.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
) {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, Context, Output> = async (values, context, options) => {
    let check: Resolver<Input, Context, Output>;
    try {
      check = await loaded();
    } catch {
      toast.error(AUTH_ERRORS.NETWORK_ERROR);
      const errors = { root: { type: 'network', message: AUTH_ERRORS.NETWORK_ERROR } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    return check(values, context, options);
  };
  return { resolver, preload: () => void loaded().catch(() => undefined) };
}
