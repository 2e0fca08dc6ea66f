/** A tab of /society: its address (`?tab=events`; Perks has none). */
export type SocietyTab = 'perks' | 'events' | 'gifts' | 'benefits';

const TABS: readonly string[] = ['perks', 'events', 'gifts', 'benefits'] satisfies SocietyTab[];

/** The tab an address opens: `?tab=` when it names one, else Perks. */
export function societyTabOf(params: URLSearchParams): SocietyTab {
  const asked = params.get('tab') ?? '';
  return (TABS.includes(asked) ? asked : 'perks') as SocietyTab;
}
