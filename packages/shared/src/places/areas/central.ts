import type { AreaEntry } from '../place-types';

/** The Free State and the Northern Cape. */
export const BLOEMFONTEIN: AreaEntry = {
  name: 'Bloemfontein',
  kind: 'metro',
  aliases: ['Bloem', 'Mangaung', 'City of Roses'],
  cities: ['Botshabelo', 'Thaba Nchu'],
  suburbs: [
    'Brandwag',
    'Langenhoven Park',
    'Bayswater',
    'Dan Pienaar',
    'Fichardt Park',
    'Universitas',
    'Woodland Hills',
    'Heuwelsig',
  ],
  landmarks: [
    'Naval Hill',
    ['Loch Logan Waterfront', 'Loch Logan'],
    ['Free State Stadium', 'Toyota Stadium'],
    'Mimosa Mall',
    ['Oliewenhuis Art Museum', 'Oliewenhuis'],
    'Windmill Casino',
  ],
  airports: [
    [
      'Bram Fischer International Airport',
      'Bram Fischer',
      'Bloemfontein Airport',
      'Bloem Airport',
      'BFN',
    ],
  ],
};

export const EASTERN_FREE_STATE: AreaEntry = {
  name: 'Eastern Free State',
  kind: 'region',
  aliases: ['Free State Highlands'],
  cities: ['Clarens', 'Bethlehem', 'Fouriesburg', 'Ficksburg', 'Harrismith'],
  landmarks: [['Golden Gate Highlands National Park', 'Golden Gate']],
};

export const KIMBERLEY: AreaEntry = {
  name: 'Kimberley',
  kind: 'metro',
  aliases: ['Sol Plaatje'],
  landmarks: [
    ['Big Hole', 'The Big Hole'],
    ['Mokala National Park', 'Mokala'],
  ],
  airports: ['Kimberley Airport'],
};

export const KALAHARI: AreaEntry = {
  name: 'Kalahari',
  kind: 'region',
  aliases: ['The Kalahari', 'Green Kalahari', 'Kalahari Desert'],
  cities: ['Upington', 'Kathu', 'Kuruman', 'Kakamas'],
  landmarks: [
    ['Augrabies Falls', 'Augrabies', 'Augrabies Falls National Park'],
    ['Kgalagadi Transfrontier Park', 'Kgalagadi'],
    ['Tswalu', 'Tswalu Kalahari Reserve'],
  ],
  airports: ['Upington Airport'],
};
