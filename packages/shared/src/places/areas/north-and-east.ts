import type { AreaEntry } from '../place-types';

/** Mpumalanga, Limpopo and North West: the Lowveld, the bushveld reserves and their towns. */
export const MBOMBELA: AreaEntry = {
  name: 'Mbombela',
  kind: 'metro',
  aliases: ['Nelspruit', 'City of Mbombela'],
  cities: ['White River', 'Hazyview', 'Barberton', 'Kaapsehoop'],
  suburbs: ['Riverside Park', 'Sonheuwel', 'Steiltes', 'West Acres'],
  landmarks: [
    ['Lowveld National Botanical Garden', 'Lowveld Botanical Gardens', 'Lowveld Gardens'],
    'Mbombela Stadium',
    'Sudwala Caves',
    'Riverside Mall',
    ['Casterbridge', 'Casterbridge Lifestyle Centre'],
  ],
  airports: [
    [
      'Kruger Mpumalanga International Airport',
      'KMIA',
      'MQP',
      'Kruger International Airport',
      'Kruger Mpumalanga International',
      'Kruger Mpumalanga Airport',
      'Nelspruit Airport',
      'Mbombela Airport',
    ],
  ],
};

export const KRUGER: AreaEntry = {
  name: 'Kruger',
  kind: 'region',
  aliases: [
    'Kruger National Park',
    'Kruger Park',
    'Greater Kruger',
    'The Kruger',
    'Kruger Lowveld',
  ],
  cities: ['Hoedspruit', 'Phalaborwa', 'Marloth Park', 'Malelane', 'Komatipoort'],
  landmarks: [
    'Skukuza',
    'Lower Sabie',
    'Satara',
    'Letaba',
    'Berg-en-Dal',
    'Pretoriuskop',
    'Crocodile Bridge',
    ['Sabi Sand', 'Sabi Sands', 'Sabi Sand Game Reserve', 'Sabi Sand Wildtuin'],
    ['Timbavati', 'Timbavati Private Nature Reserve'],
    ['Klaserie', 'Klaserie Private Nature Reserve'],
    ['Manyeleti', 'Manyeleti Game Reserve'],
    ['Balule', 'Balule Nature Reserve'],
    ['Thornybush', 'Thornybush Game Reserve'],
    ['Londolozi', 'Londolozi Game Reserve'],
    ['MalaMala', 'Mala Mala', 'MalaMala Game Reserve'],
    ['Singita', 'Singita Sabi Sand'],
    'Lion Sands',
    'Ulusaba',
    ['Kapama', 'Kapama Private Game Reserve'],
  ],
  airports: [
    'Skukuza Airport',
    ['Eastgate Airport', 'Hoedspruit Airport'],
    ['Phalaborwa Airport', 'Kruger Park Gateway Airport'],
  ],
};

export const PANORAMA_ROUTE: AreaEntry = {
  name: 'Panorama Route',
  kind: 'region',
  aliases: ['The Panorama Route', 'Mpumalanga Highlands'],
  cities: ['Graskop', 'Sabie', "Pilgrim's Rest", 'Dullstroom', ['Lydenburg', 'Mashishing']],
  landmarks: [
    "God's Window",
    [
      'Blyde River Canyon',
      'Blyde River Canyon Nature Reserve',
      'Motlatse Canyon',
      'Blyderivierspoort',
    ],
    ["Bourke's Luck Potholes", "Bourke's Luck"],
    'Three Rondavels',
    'Mac Mac Falls',
    'Lisbon Falls',
    'Long Tom Pass',
  ],
};

export const POLOKWANE: AreaEntry = {
  name: 'Polokwane',
  kind: 'metro',
  aliases: ['Pietersburg'],
  cities: ['Tzaneen', 'Magoebaskloof', 'Haenertsburg', ['Modjadjiskloof', 'Duiwelskloof']],
  suburbs: ['Bendor'],
  landmarks: [['Peter Mokaba Stadium', 'Peter Mokaba'], 'Mall of the North', 'Debengeni Falls'],
  airports: [['Polokwane International Airport', 'Polokwane Airport', 'Pietersburg Airport']],
};

export const WATERBERG: AreaEntry = {
  name: 'Waterberg',
  kind: 'region',
  aliases: ['The Waterberg', 'Waterberg Biosphere'],
  cities: [
    ['Bela-Bela', 'Warmbaths'],
    ['Modimolle', 'Nylstroom'],
    ['Mookgophong', 'Naboomspruit'],
    'Vaalwater',
  ],
  landmarks: [
    ['Welgevonden', 'Welgevonden Game Reserve'],
    ['Marakele', 'Marakele National Park'],
    'Mabalingwe',
    ['Mabula', 'Mabula Game Lodge'],
    ['Entabeni', 'Entabeni Safari Conservancy'],
    ['Lapalala', 'Lapalala Wilderness'],
    ['Zebula', 'Zebula Golf Estate'],
  ],
};

export const PILANESBERG: AreaEntry = {
  name: 'Pilanesberg',
  kind: 'region',
  aliases: ['Pilanesberg National Park', 'Pilanesberg Game Reserve', 'The Pilanesberg'],
  cities: ['Rustenburg', 'Mogwase'],
  landmarks: [
    'Sun City',
    ['Lost City', 'The Palace of the Lost City', 'Palace of the Lost City'],
    'Valley of Waves',
    ['Gary Player Country Club', 'Gary Player Club', 'Gary Player Course', 'Gary Player'],
    ['Kgaswane', 'Kgaswane Mountain Reserve'],
    ['Bakubung', 'Bakubung Bush Lodge'],
    ['Kwa Maritane', 'Kwa Maritane Bush Lodge'],
  ],
  airports: [['Pilanesberg International Airport', 'Pilanesberg Airport']],
};

export const MADIKWE: AreaEntry = {
  name: 'Madikwe',
  kind: 'region',
  aliases: ['Madikwe Game Reserve', 'Madikwe Reserve'],
  cities: ['Zeerust'],
};
