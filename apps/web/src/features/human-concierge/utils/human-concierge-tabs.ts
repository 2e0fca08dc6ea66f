import { HUMAN_CONCIERGE_TABS } from '@aurum/shared/human-concierge/human-concierge-texts';

/** A tab of /human-concierge: its address (`?tab=active-cases`; Connect has none). */
export type HumanConciergeTab = 'connect' | 'active-cases' | 'settings' | 'history';

const valueOf = (name: (typeof HUMAN_CONCIERGE_TABS)[number]) =>
  name.toLowerCase().replace(' ', '-') as HumanConciergeTab;

export const HUMAN_CONCIERGE_TAB_LIST = HUMAN_CONCIERGE_TABS.map((name) => ({
  name,
  value: valueOf(name),
}));

export function humanConciergeTabOf(params: URLSearchParams): HumanConciergeTab {
  const asked = params.get('tab');
  return HUMAN_CONCIERGE_TAB_LIST.find((tab) => tab.value === asked)?.value ?? 'connect';
}
