import type { AdminProvider } from '@aurum/shared/admin/providers-contract';

const byRatingThenName = (a: AdminProvider, b: AdminProvider) =>
  b.rating - a.rating || a.name.localeCompare(b.name);

/**
 * The providers staff may assign to a request: active ones whose name, location or e-mail match
 * the search, those of the request's service type first, each group best rated first.
 */
export function providerChoices(
  providers: readonly AdminProvider[],
  serviceType: string,
  search = '',
) {
  const text = search.trim().toLowerCase();
  const shown = providers.filter(
    (provider) =>
      provider.is_active &&
      (!text ||
        [provider.name, provider.location, provider.contact_email].some((value) =>
          value.toLowerCase().includes(text),
        )),
  );
  return {
    matching: shown.filter((p) => p.service_type === serviceType).sort(byRatingThenName),
    others: shown.filter((p) => p.service_type !== serviceType).sort(byRatingThenName),
  };
}
