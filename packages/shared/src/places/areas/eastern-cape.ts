import type { AreaEntry } from '../place-types';

/** Gqeberha with Nelson Mandela Bay, the Kouga coast and the Addo and Sundays River reserves. */
export const GQEBERHA: AreaEntry = {
  name: 'Gqeberha',
  kind: 'metro',
  aliases: ['Port Elizabeth', 'PE', 'Nelson Mandela Bay', 'Nelson Mandela Bay Metro', 'Ibhayi'],
  cities: [
    ['Kariega', 'Uitenhage'],
    ['Jeffreys Bay', 'J-Bay', "Jeffrey's Bay"],
    ['St Francis Bay', 'Saint Francis Bay', 'St Francis'],
    'Cape St Francis',
    'Humansdorp',
    'Colchester',
    'Addo',
  ],
  suburbs: [
    'Summerstrand',
    'Walmer',
    'Humewood',
    'Mill Park',
    'Newton Park',
    'Richmond Hill',
    'Lorraine',
    'Sardinia Bay',
    'Schoenmakerskop',
    'Bluewater Bay',
    'Kragga Kamma',
    'Baakens Valley',
  ],
  landmarks: [
    ['Boardwalk Casino', 'The Boardwalk', 'Boardwalk Hotel'],
    ['Nelson Mandela Bay Stadium', 'NMB Stadium'],
    'Hobie Beach',
    'Donkin Reserve',
    ['Addo Elephant National Park', 'Addo Elephant Park', 'Addo National Park'],
    ['Shamwari', 'Shamwari Game Reserve'],
    ['Amakhala', 'Amakhala Game Reserve'],
    ['Schotia', 'Schotia Game Reserve'],
  ],
  airports: [
    [
      'Chief Dawid Stuurman International Airport',
      'Port Elizabeth Airport',
      'Port Elizabeth International Airport',
      'Gqeberha Airport',
      'PE Airport',
      'PLZ',
    ],
  ],
};

export const EAST_LONDON: AreaEntry = {
  name: 'East London',
  kind: 'metro',
  aliases: ['Buffalo City', 'eMonti', 'Oos-Londen'],
  cities: [
    'Gonubie',
    ["Kidd's Beach", 'Kidds Beach'],
    ['Chintsa', 'Cintsa'],
    ['Qonce', "King William's Town", 'King Williams Town'],
    'Mdantsane',
  ],
  suburbs: ['Nahoon', 'Beacon Bay', 'Quigney', 'Bonnie Doon'],
  landmarks: [['Inkwenkwezi Game Reserve', 'Inkwenkwezi'], 'Nahoon Reef', 'Orient Beach'],
  airports: [['King Phalo Airport', 'East London Airport', 'King Phalo International Airport']],
};

export const WILD_COAST: AreaEntry = {
  name: 'Wild Coast',
  kind: 'region',
  aliases: ['The Wild Coast', 'Transkei'],
  cities: [
    'Port St Johns',
    'Coffee Bay',
    ['Mthatha', 'Umtata'],
    'Mbotyi',
    'Morgan Bay',
    'Kei Mouth',
    'Mazeppa Bay',
    'Bulungula',
  ],
  landmarks: [['Mkambati Nature Reserve', 'Mkambati'], 'Magwa Falls'],
  airports: ['Mthatha Airport'],
};

/** The Eastern Cape's Sunshine Coast and Frontier Country, between Gqeberha and East London. */
export const SUNSHINE_COAST: AreaEntry = {
  name: 'Sunshine Coast',
  kind: 'region',
  aliases: ['Eastern Cape Sunshine Coast', 'Frontier Country'],
  cities: [
    'Port Alfred',
    'Kenton-on-Sea',
    ['Bushmans River Mouth', "Bushman's River Mouth"],
    'Boknes',
    'Cannon Rocks',
    ['Makhanda', 'Grahamstown'],
  ],
  landmarks: ['Kariega Game Reserve', ['Kwandwe', 'Kwandwe Private Game Reserve']],
};
