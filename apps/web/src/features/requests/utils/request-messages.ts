import { ApiError } from '../../../lib/api-error';
import { plural } from '@aurum/shared/format/words';

/**
 * Texts of the request screens that the shared contract (REQUEST_TOASTS) does not hold yet.
 * Candidates for packages/shared/src/requests/request-dto.ts.
 */
export const REQUEST_MESSAGES = {
  providerAskedTitle: 'Provider Requested',
  providerAsked: (name: string) => `${name} has been asked to confirm your request.`,
  providersNotified: (count: number) => `${plural(count, 'provider')} notified`,
  manualMatch: 'Our concierge team will personally find the right provider.',
  noProvidersTitle: (typeLabel: string) => `No providers available for ${typeLabel}`,
  noProviders: "We'll find a suitable provider for you automatically.",
  requestUpdated: 'Request updated',
  requestCancelled: 'Request cancelled',
  cancelFailedTitle: 'Could not cancel the request',
  limitReachedTitle: 'Monthly request limit reached',
  planRequiredTitle: 'Choose a plan to continue',
  loadFailed: 'Your requests could not be loaded.',
  requestLoadFailed: 'This request could not be loaded.',
  requestNotFound: 'This request could not be found.',
  notChangeable: 'This request can no longer be changed: it has been answered or closed.',
} as const;

/**
 * The text for a failed call: the server's own message, or `fallback` when the answer carried
 * none (a generic error, or no ApiError at all).
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'GENERIC_ERROR' && error.message
    ? error.message
    : fallback;
}
