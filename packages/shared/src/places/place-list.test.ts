import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../requests/locations';
import { findPlace } from './gazetteer';
import { AREAS, PLACES } from './place-list';
import { placeKey, placeWords, typoDistance } from './place-text';

describe('the place lists', () => {
  it('hold far more places than the 24 request locations, in every kind', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(PLACES.map((place) => place.kind));
    expect([...kinds].sort()).toEqual(
      ['airport', 'city', 'landmark', 'metro', 'region', 'suburb'].sort(),
    );
  });

  it('never give two places the same spelling', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const place of PLACES) {
      for (const spelling of [place.name, ...place.aliases]) {
        const key = placeKey(placeWords(spelling));
        const owner = owners.get(key);
        if (owner && owner !== place.name) clashes.push(`${spelling}: ${owner} / ${place.name}`);
        owners.set(key, place.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('find every place by its name and by each of its aliases', () => {
    const missed = PLACES.flatMap((place) =>
      [place.name, ...place.aliases]
        .filter((spelling) => findPlace(spelling) !== place)
        .map((spelling) => `${spelling} -> ${findPlace(spelling)?.name ?? 'nothing'}`),
    );
    expect(missed).toEqual([]);
  });

  it('recognise every request location in its own area', () => {
    for (const location of LOCATIONS) expect(findPlace(location)?.name).toBe(location);
  });

  it('give every area a place of its own', () => {
    for (const area of AREAS) {
      expect(PLACES.find((place) => place.name === area.name)).toMatchObject({
        kind: area.kind,
        area: area.name,
      });
    }
  });
});

describe('typoDistance', () => {
  it.each([
    ['sandton', 'sandton', 0],
    ['sandotn', 'sandton', 1], // two neighbouring letters swapped
    ['sandtn', 'sandton', 1],
    ['sandtoon', 'sandton', 1],
    ['sendton', 'sandton', 1],
    ['stellenbosh', 'stellenbosch', 1],
    ['pietermaritzberg', 'pietermaritzburg', 1],
    ['durban', 'sandton', 3], // capped at max + 1
  ])('%s ~ %s = %i', (a, b, distance) => {
    expect(typoDistance(a, b, 2)).toBe(distance);
  });
});
