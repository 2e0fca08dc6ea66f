import { describe, expect, it } from 'vitest';
import { readWhere } from './where';

const location = (message: string) => readWhere(message)?.location ?? null;

describe('the place a message names', () => {
  it('takes a trip or pickup from where it starts', () => {
    expect(location('a driver from OR Tambo to Sandton at 6')).toBe('OR Tambo');
    expect(location('Ballito to King Shaka on Friday, a car please')).toBe('Ballito');
  });

  it('meets a flight where it lands, not where it took off', () => {
    expect(location('my flight lands in Cape Town at 3pm from Durban, a driver please')).toBe(
      'Cape Town',
    );
    expect(location('arriving from Joburg at Lanseria at 5, driver to Sandton')).toBe('Lanseria');
    expect(location('My flight from Durban lands at Cape Town International at 3pm')).toBe(
      'Cape Town Airport',
    );
    expect(location('Wednesday driver from the Waterfront to CTIA at 3pm')).toBe('V&A Waterfront');
    // A pickup named before the flight is still the pickup.
    expect(location('a driver from OR Tambo at 6am, my flight lands from London')).toBe('OR Tambo');
    // Flying out: the trip starts where they fly from.
    expect(location('flying from Durban to Cape Town on Friday, book the flight')).toBe('Durban');
  });

  it('reads "the airport in Cape Town" as its airport, not the city', () => {
    expect(location('a driver from the airport in Cape Town on Friday at 17:00')).toBe(
      'Cape Town Airport',
    );
    expect(location('driver at the airport in Durban')).toBe('King Shaka');
    // A ride that takes them somewhere starts where the driver is asked for.
    expect(location('a driver in Pretoria tomorrow at 8 to take me to the Union Buildings')).toBe(
      'Pretoria',
    );
    // A ride to the airport starts in the city.
    expect(location('a driver in Johannesburg to the airport')).toBe('Johannesburg');
  });
});
