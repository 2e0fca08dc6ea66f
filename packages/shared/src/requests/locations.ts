/**
 * The South African cities and areas Aurum offers by name (spec 02 section 9: about 24), used by
 * the request form, provider listings and the assistant. 'National' providers serve all of them.
 * Each is a place of the gazetteer (../places/gazetteer.ts), which knows far more places and the
 * metro area of each; matching and the marketplace location filter go by that area.
 */
export const LOCATIONS = [
  'Johannesburg',
  'Sandton',
  'Rosebank',
  'Midrand',
  'Pretoria',
  'Centurion',
  'Soweto',
  'Cape Town',
  'Camps Bay',
  'Constantia',
  'Stellenbosch',
  'Franschhoek',
  'Paarl',
  'Hermanus',
  'Knysna',
  'Plettenberg Bay',
  'George',
  'Durban',
  'Umhlanga',
  'Ballito',
  'Pietermaritzburg',
  'Gqeberha',
  'Bloemfontein',
  'Mbombela',
] as const;

export const NATIONAL = 'National';
export type Location = (typeof LOCATIONS)[number];
