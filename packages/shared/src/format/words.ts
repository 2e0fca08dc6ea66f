import { LOCALE } from './locale';
import { onFirstUse } from './on-first-use';

const pluralRules = onFirstUse(() => new Intl.PluralRules(LOCALE));

/**
 * A count with its noun by the locale's plural rule: plural(1, 'attempt') -> "1 attempt",
 * plural(3, 'attempt') -> "3 attempts"; irregular nouns pass their plural ("1 entry", "2 entries").
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${pluralNoun(count, singular, pluralForm)}`;
}

/** The noun alone, for a count shown apart from it: pluralNoun(1, 'day') -> "day". */
export function pluralNoun(count: number, singular: string, pluralForm = `${singular}s`): string {
  return pluralRules().select(count) === 'one' ? singular : pluralForm;
}

/**
 * A name in the possessive: "Thandi's", and a name ending in s gets the apostrophe only
 * ("Table Bay Yacht Charters'").
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

/** The parts that are present, joined: ["Cape Town", "", null, "4.8"] -> "Cape Town · 4.8". */
export function joinPresent(
  parts: readonly (string | number | null | undefined | false)[],
  separator = ' · ',
): string {
  return parts
    .map((part) => (typeof part === 'number' ? String(part) : part ? part.trim() : ''))
    .filter(Boolean)
    .join(separator);
}

/**
 * A category's heading: "Chef Services", but a name that already names services or is a plural
 * stands alone ("Yacht Charters", "Concierge Services", "Events").
 */
export function categoryHeading(name: string): string {
  const trimmed = name.trim();
  return /(services?|[^s]s)$/i.test(trimmed) ? trimmed : `${trimmed} Services`;
}
