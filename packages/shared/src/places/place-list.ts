import { CAPE_TOWN } from './areas/cape-town';
import { BLOEMFONTEIN, EASTERN_FREE_STATE, KALAHARI, KIMBERLEY } from './areas/central';
import { EAST_LONDON, GQEBERHA, SUNSHINE_COAST, WILD_COAST } from './areas/eastern-cape';
import { JOHANNESBURG, PRETORIA, VAAL_TRIANGLE } from './areas/gauteng';
import {
  DRAKENSBERG,
  DURBAN,
  KZN_SOUTH_COAST,
  PIETERMARITZBURG,
  ZULULAND,
} from './areas/kwazulu-natal';
import {
  KRUGER,
  MADIKWE,
  MBOMBELA,
  PANORAMA_ROUTE,
  PILANESBERG,
  POLOKWANE,
  WATERBERG,
} from './areas/north-and-east';
import { CAPE_WINELANDS, GARDEN_ROUTE, KAROO, OVERBERG, WEST_COAST } from './areas/western-cape';
import type { AreaEntry, AreaKind, Place, PlaceEntry, PlaceKind } from './place-types';

/** Every area: metro areas first, then the regions far from any metro. */
const AREA_ENTRIES: readonly AreaEntry[] = [
  JOHANNESBURG,
  PRETORIA,
  CAPE_TOWN,
  DURBAN,
  GQEBERHA,
  BLOEMFONTEIN,
  MBOMBELA,
  GARDEN_ROUTE,
  CAPE_WINELANDS,
  OVERBERG,
  PIETERMARITZBURG,
  EAST_LONDON,
  POLOKWANE,
  KIMBERLEY,
  VAAL_TRIANGLE,
  KRUGER,
  PANORAMA_ROUTE,
  DRAKENSBERG,
  KZN_SOUTH_COAST,
  ZULULAND,
  WILD_COAST,
  SUNSHINE_COAST,
  WEST_COAST,
  KAROO,
  WATERBERG,
  PILANESBERG,
  MADIKWE,
  EASTERN_FREE_STATE,
  KALAHARI,
];

const GROUPS = [
  ['regions', 'region'],
  ['cities', 'city'],
  ['suburbs', 'suburb'],
  ['landmarks', 'landmark'],
  ['airports', 'airport'],
] as const satisfies readonly (readonly [keyof AreaEntry, PlaceKind])[];

function toPlace(entry: PlaceEntry, kind: PlaceKind, area: string): Place {
  const [name, ...aliases] = typeof entry === 'string' ? [entry] : entry;
  return { name, kind, area, aliases };
}

function placesOf(area: AreaEntry): Place[] {
  const itself: Place = {
    name: area.name,
    kind: area.kind,
    area: area.name,
    aliases: area.aliases ?? [],
  };
  const others = GROUPS.flatMap(([group, kind]) =>
    (area[group] ?? []).map((entry) => toPlace(entry, kind, area.name)),
  );
  return [itself, ...others];
}

/** The areas matching works with, by name. */
export const AREAS: readonly { readonly name: string; readonly kind: AreaKind }[] =
  AREA_ENTRIES.map(({ name, kind }) => ({ name, kind }));

/** Every recognised place; each area comes first among its own places. */
export const PLACES: readonly Place[] = AREA_ENTRIES.flatMap(placesOf);
