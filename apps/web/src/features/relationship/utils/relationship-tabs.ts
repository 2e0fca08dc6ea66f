import { RELATIONSHIP_TABS } from '@aurum/shared/relationship/relationship-rules';

/** A tab of /relationship: its address (`?tab=ideas`; Overview has none). */
export type RelationshipTab = 'overview' | 'calendar' | 'guidance' | 'ideas' | 'partners';

/** The spec's tabs in its order, each with its address value. */
export const RELATIONSHIP_TAB_LIST = RELATIONSHIP_TABS.map((name) => ({
  name,
  value: name.toLowerCase() as RelationshipTab,
}));

/** The tab an address opens: `?tab=` when it names one, else Overview. */
export function relationshipTabOf(params: URLSearchParams): RelationshipTab {
  const asked = params.get('tab');
  return RELATIONSHIP_TAB_LIST.find((tab) => tab.value === asked)?.value ?? 'overview';
}
