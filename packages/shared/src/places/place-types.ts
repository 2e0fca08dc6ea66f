/**
 * The gazetteer's vocabulary. An area is what matching works with: a metro area (a city and the
 * suburbs, towns and landmarks around it) or, far from any metro, a region. Every place belongs
 * to exactly one area.
 */
export type AreaKind = 'metro' | 'region';
export type PlaceKind = AreaKind | 'city' | 'suburb' | 'landmark' | 'airport';

export interface Place {
  /** The name Aurum shows, e.g. "Camps Bay", "OR Tambo International Airport". */
  readonly name: string;
  readonly kind: PlaceKind;
  /** The name of the metro area or region the place belongs to, e.g. "Cape Town". */
  readonly area: string;
  /** Other names and common spellings, e.g. "Port Elizabeth" for Gqeberha. */
  readonly aliases: readonly string[];
}

/** A place as written in the area lists: its name, or its name followed by its aliases. */
export type PlaceEntry = string | readonly [name: string, ...aliases: string[]];

/** One area as written in the area lists; the area itself is a place too (kind metro or region). */
export interface AreaEntry {
  readonly name: string;
  readonly kind: AreaKind;
  readonly aliases?: readonly string[];
  readonly regions?: readonly PlaceEntry[];
  readonly cities?: readonly PlaceEntry[];
  readonly suburbs?: readonly PlaceEntry[];
  readonly landmarks?: readonly PlaceEntry[];
  readonly airports?: readonly PlaceEntry[];
}
