import { describe, expect, it } from 'vitest';
import { areaSpellings, findPlace, metroAreaOf, placeNamesInArea, placesInArea } from './gazetteer';

describe('findPlace and metroAreaOf', () => {
  it.each([
    // Cape Town: suburbs, landmarks, the airport
    ['Cape Town', 'Cape Town', 'Cape Town'],
    ['Constantia', 'Constantia', 'Cape Town'],
    ['Camps Bay', 'Camps Bay', 'Cape Town'],
    ['Clifton', 'Clifton', 'Cape Town'],
    ['Sea Point', 'Sea Point', 'Cape Town'],
    ['Muizenberg', 'Muizenberg', 'Cape Town'],
    ['Table Mountain', 'Table Mountain', 'Cape Town'],
    ['V&A Waterfront', 'V&A Waterfront', 'Cape Town'],
    ['Cape Town International', 'Cape Town International Airport', 'Cape Town'],
    ['Somerset West', 'Somerset West', 'Cape Town'],
    ['Kaapstad', 'Cape Town', 'Cape Town'],
    ['eKapa', 'Cape Town', 'Cape Town'],
    ['Ngifuna imoto eKapa', 'Cape Town', 'Cape Town'],
    // Johannesburg, with Ekurhuleni's OR Tambo and Lanseria
    ['Sandton', 'Sandton', 'Johannesburg'],
    ['Rosebank', 'Rosebank', 'Johannesburg'],
    ['Bryanston', 'Bryanston', 'Johannesburg'],
    ['Fourways', 'Fourways', 'Johannesburg'],
    ['Hyde Park', 'Hyde Park', 'Johannesburg'],
    ['Kyalami', 'Kyalami', 'Johannesburg'],
    ['Melrose Arch', 'Melrose Arch', 'Johannesburg'],
    ['OR Tambo', 'OR Tambo International Airport', 'Johannesburg'],
    ['ORTIA', 'OR Tambo International Airport', 'Johannesburg'],
    ['Lanseria', 'Lanseria International Airport', 'Johannesburg'],
    ['Joburg', 'Johannesburg', 'Johannesburg'],
    ['Soweto', 'Soweto', 'Johannesburg'],
    ['Midrand', 'Midrand', 'Johannesburg'],
    // Pretoria
    ['Centurion', 'Centurion', 'Pretoria'],
    ['Waterkloof', 'Waterkloof', 'Pretoria'],
    ['Union Buildings', 'Union Buildings', 'Pretoria'],
    ['Tshwane', 'Pretoria', 'Pretoria'],
    ['ePitori', 'Pretoria', 'Pretoria'],
    ['e-Pitori', 'Pretoria', 'Pretoria'],
    // Durban with the North Coast
    ['Umhlanga', 'Umhlanga', 'Durban'],
    ['Umhlanga Rocks', 'Umhlanga', 'Durban'],
    // isiZulu locatives written as one word
    ['ngicela itafula eMhlanga', 'Umhlanga', 'Durban'],
    ['eSandton ngoLwesihlanu', 'Sandton', 'Johannesburg'],
    ['eMlazi', 'Umlazi', 'Durban'],
    ['Ballito', 'Ballito', 'Durban'],
    ['King Shaka', 'King Shaka International Airport', 'Durban'],
    ['Zimbali', 'Zimbali', 'Durban'],
    ['KZN North Coast', 'North Coast', 'Durban'],
    // the other metro areas
    ['Port Elizabeth', 'Gqeberha', 'Gqeberha'],
    ['Summerstrand', 'Summerstrand', 'Gqeberha'],
    ['Bloem', 'Bloemfontein', 'Bloemfontein'],
    ['Nelspruit', 'Mbombela', 'Mbombela'],
    ['White River', 'White River', 'Mbombela'],
    ['Plettenberg Bay', 'Plettenberg Bay', 'Garden Route'],
    ['Plett', 'Plettenberg Bay', 'Garden Route'],
    ['Knysna', 'Knysna', 'Garden Route'],
    ['George', 'George', 'Garden Route'],
    ['Stellenbosch', 'Stellenbosch', 'Cape Winelands'],
    ['Franschhoek', 'Franschhoek', 'Cape Winelands'],
    ['the Winelands', 'Cape Winelands', 'Cape Winelands'],
    ['Hermanus', 'Hermanus', 'Overberg'],
    ['Howick', 'Howick', 'Pietermaritzburg'],
    ['Maritzburg', 'Pietermaritzburg', 'Pietermaritzburg'],
    // regions far from any metro
    ['Sun City', 'Sun City', 'Pilanesberg'],
    ['Pilanesberg', 'Pilanesberg', 'Pilanesberg'],
    ['the Drakensberg', 'Drakensberg', 'Drakensberg'],
    ['Kruger', 'Kruger', 'Kruger'],
    ['Kruger National Park', 'Kruger', 'Kruger'],
    ['Sabi Sands', 'Sabi Sand', 'Kruger'],
    ['Hoedspruit', 'Hoedspruit', 'Kruger'],
    ['Paternoster', 'Paternoster', 'West Coast'],
    ['Clarens', 'Clarens', 'Eastern Free State'],
    // case, diacritics, punctuation, "the", words run together or split by initials
    ['CAMPS BAY', 'Camps Bay', 'Cape Town'],
    ['campsbay', 'Camps Bay', 'Cape Town'],
    ['  sea point!! ', 'Sea Point', 'Cape Town'],
    ['Kyalámi', 'Kyalami', 'Johannesburg'],
    ['O.R. Tambo', 'OR Tambo International Airport', 'Johannesburg'],
    ['V & A Waterfront', 'V&A Waterfront', 'Cape Town'],
    ['Bettys Bay', "Betty's Bay", 'Overberg'],
    ['Lions Head', "Lion's Head", 'Cape Town'],
    ['The Crags', 'The Crags', 'Garden Route'],
    // small typos in longer names
    ['Sandotn', 'Sandton', 'Johannesburg'],
    ['Constantai', 'Constantia', 'Cape Town'],
    ['Stellenbosh', 'Stellenbosch', 'Cape Winelands'],
    ['Franshoek', 'Franschhoek', 'Cape Winelands'],
    ['Johannesberg', 'Johannesburg', 'Johannesburg'],
    ['Pietermaritzberg', 'Pietermaritzburg', 'Pietermaritzburg'],
    ['Umhlnaga', 'Umhlanga', 'Durban'],
    ['Cape Town Internatonal', 'Cape Town International Airport', 'Cape Town'],
    ['Drakensburg', 'Drakensberg', 'Drakensberg'],
    // free text: the longest place named wins
    ['a chef at our house in Kyalami this friday', 'Kyalami', 'Johannesburg'],
    ['Dinner for six at our villa in Camps Bay on Saturday', 'Camps Bay', 'Cape Town'],
    [
      'pick us up at Cape Town International tomorrow',
      'Cape Town International Airport',
      'Cape Town',
    ],
    ['Driver from OR Tambo to Sandton', 'OR Tambo International Airport', 'Johannesburg'],
    ['We are staying at Sandton City for the weekend', 'Sandton City', 'Johannesburg'],
    ['a function at the Sandton Convention Centre', 'Sandton Convention Centre', 'Johannesburg'],
    ['Sandton Convention', 'Sandton Convention Centre', 'Johannesburg'],
    ['golf at Gary Player Country Club', 'Gary Player Country Club', 'Pilanesberg'],
    ['Gary Player Club', 'Gary Player Country Club', 'Pilanesberg'],
    ['Bloem Airport', 'Bram Fischer International Airport', 'Bloemfontein'],
    ['a yacht from the V&A Waterfront at sunset', 'V&A Waterfront', 'Cape Town'],
    ['safari weekend in the Sabi Sand please', 'Sabi Sand', 'Kruger'],
    ['braai in umhlanga rocks, 12 people', 'Umhlanga', 'Durban'],
    ['security for an event near Hyde Park Corner', 'Hyde Park Corner', 'Johannesburg'],
    ['time zone Africa/Johannesburg by default', 'Johannesburg', 'Johannesburg'],
  ])('%s -> %s (%s)', (text, name, area) => {
    expect(findPlace(text)?.name).toBe(name);
    expect(metroAreaOf(text)).toBe(area);
  });

  it.each([
    [''],
    ['National'],
    ['Timbuktu'],
    ['I need a driver tomorrow morning'],
    ['Book a private chef for a dinner party of eight'],
    ['on the sunny side of the house'], // Sunnyside is never pieced together from two words
    ['fresh linen and towels'], // Linden: no typos forgiven in short names
    ['please dispatch a car'],
    ['Sand'],
    ['every evening, an elegant estate'], // e- before a word is a locative only before a place
  ])('finds no place in %j', (text) => {
    expect(findPlace(text)).toBeNull();
    expect(metroAreaOf(text)).toBeNull();
  });

  it('gives the area of a place already found', () => {
    expect(metroAreaOf(findPlace('Clifton')!)).toBe('Cape Town');
  });
});

describe('places of an area', () => {
  it('lists the area first, then its suburbs, landmarks and airports', () => {
    const names = placeNamesInArea('Cape Town');
    expect(names[0]).toBe('Cape Town');
    expect(names).toEqual(
      expect.arrayContaining(['Constantia', 'Camps Bay', 'Table Mountain', 'Robben Island']),
    );
    expect(names).not.toContain('Stellenbosch');
    expect(placeNamesInArea('cape town')).toEqual(names);
    expect(placesInArea('Atlantis')).toEqual([]);
  });

  it('spells every place of the area of a text, lower case, for stored locations', () => {
    const spellings = areaSpellings('a chef in Hyde Park');
    expect(spellings).toEqual(
      expect.arrayContaining(['johannesburg', 'sandton', 'hyde park', 'or tambo', 'soweto']),
    );
    expect(spellings).not.toContain('cape town');
    expect(areaSpellings("Simon's Town")).toEqual(
      expect.arrayContaining(["simon's town", 'simons town', 'constantia']),
    );
    expect(areaSpellings('Timbuktu')).toBeNull();
  });
});
