import { LIFE_OS_TABS } from '@aurum/shared/life-os/life-os-texts';

/** A tab of /life-os: its address (`?tab=smart-home`; Overview has none). */
export type LifeOsTab = 'overview' | 'goals' | 'routines' | 'smart-home' | 'insights';

const valueOf = (name: (typeof LIFE_OS_TABS)[number]) =>
  name.toLowerCase().replace(' ', '-') as LifeOsTab;

/** The spec's tabs in its order, each with its address value. */
export const LIFE_OS_TAB_LIST = LIFE_OS_TABS.map((name) => ({ name, value: valueOf(name) }));

/** The tab an address opens: `?tab=` when it names one, else Overview. */
export function lifeOsTabOf(params: URLSearchParams): LifeOsTab {
  const asked = params.get('tab');
  return LIFE_OS_TAB_LIST.find((tab) => tab.value === asked)?.value ?? 'overview';
}
