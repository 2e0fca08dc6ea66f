import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import type { RequestCandidate } from '@aurum/shared/admin/requests-contract';

const byRatingThenName = (a: AdminProvider, b: AdminProvider) =>
  b.rating - a.rating || a.name.localeCompare(b.name);

const contains = (values: string[], text: string) =>
  !text || values.some((value) => value.toLowerCase().includes(text));

/**
 * The providers staff may assign to a request, whose name or location (or e-mail) match the
 * search: `matching` in the automatic matching's order as the server ranked them (service type,
 * the place's metro area, then National, best rated first); with "show all", `others` are the
 * remaining active providers, best rated first.
 */
export function providerChoices(
  candidates: readonly RequestCandidate[],
  all: readonly AdminProvider[],
  search = '',
) {
  const text = search.trim().toLowerCase();
  const matched = new Set(candidates.map((candidate) => candidate.id));
  return {
    matching: candidates.filter((c) => contains([c.name, c.location], text)),
    others: all
      .filter(
        (p) =>
          p.is_active &&
          !matched.has(p.id) &&
          contains([p.name, p.location, p.contact_email], text),
      )
      .sort(byRatingThenName),
  };
}
