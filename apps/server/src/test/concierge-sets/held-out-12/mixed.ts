import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');

/**
 * Twelfth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("ek soek a table for vanaand", "ngicela a driver for kusasa", "sharp, bru"); the reply may be
 * in either.
 */
export const HELD_OUT_12_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hey, kan jy asb a table for 4 book in Stellies for Saturday lunch?',
          asks(table('Stellenbosch|Cape Winelands', 'sat', '12:30', 4)),
        ],
        [
          'ek soek a driver from OR Tambo môre at 11',
          asks(req(CAR, 'OR Tambo International Airport|Johannesburg', 'tomorrow', '11:00')),
        ],
        ['Please cancel die tafel vanaand, ons kan nie gaan nie', cancel('table_tonight')],
        ['Is die villa in Camps Bay already confirmed?', status('villa')],
        ['Can you skuif the chef na 8uur on Saturday?', change('chef', { time: '20:00' })],
        [
          'Boek vir my a private chef for Vrydagaand at 7 in Durbanville, 8 people',
          asks(req('private_chef', 'Durbanville|Cape Town', 'fri', '19:00', { partySize: 8 })),
        ],
        ['ag man, cancel my driver asseblief', cancel(DRIVERS)],
        [
          'Sê gou, hoeveel requests is daar nog left op my plan vir November?',
          question('allowance'),
        ],
        ['Ek wil graag met a real person praat, please', human],
        [
          'Need n villa in Hermanus vanaf die 12th for 6 mense',
          asks(req('accommodation', 'Hermanus|Overberg', 'dom:12', null, { partySize: 6 })),
        ],
        [
          'table vir 2 in Kampsbaai tonight om halfagt',
          asks(table('Camps Bay|Cape Town', 'today', '19:30', 2)),
        ],
        ['Kan die boat trip on Sunday at 1 instead leave?', change('yacht', { time: '13:00' })],
        ['jis, what tier is my membership nou eintlik?', question('tier')],
        ['Ons is nou 10 for the chef dinner, not 8', change('chef', { partySize: 10 })],
        [
          'Range Rover in Franschhoek for oormôre, 10am please',
          asks(req('luxury_vehicle', 'Franschhoek|Cape Winelands', '+2', '10:00')),
        ],
        [
          'Ek need a bodyguard vir Friday in Sandton from 9',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '09:00')),
        ],
        ['Wat is happening with my yacht booking vir Sondag?', status('yacht')],
        [
          'lekker, and then also a driver from CPT airport Thursday om 2',
          asks(req(CAR, 'Cape Town International Airport|Cape Town', 'thu', '14:00')),
        ],
        ['Kanselleer the chef for Saturday please, my ma is siek', cancel('chef')],
        [
          'Yacht from the Waterfront Saterdag at 4 for 8, en n tafel for 8 at 8 daarna in Green Point',
          asks(
            req('yacht_charter', 'V&A Waterfront|Cape Town', 'sat', '16:00', { partySize: 8 }),
            table('Green Point|Cape Town', 'sat', '20:00', 8),
          ),
        ],
        [
          'Can jy my personal shopper book at Tyger Valley on Tuesday om 10?',
          asks(req('personal_shopping', 'Tyger Valley|Cape Town', 'tue', '10:00')),
        ],
        [
          'the driver môre moet 8:30 kom instead of 9',
          change('driver_tomorrow', { time: '08:30' }),
        ],
        ['Wat het die providers gesê? Any replies?', question('provider_said')],
        [
          'Book asb a lodge in Sabi Sand from next Friday vir 2',
          asks(req('accommodation', 'Sabi Sand|Kruger', 'next:fri', null, { partySize: 2 })),
        ],
        [
          'Dinner vir 6 in Pretoria-Oos, Thursday 7pm',
          asks(table('Pretoria East|Pretoria', 'thu', '19:00', 6)),
        ],
        ['sorry, nie die Friday driver nie, cancel tomorrow se pickup', cancel('driver_tomorrow')],
        ['Wanneer renew my membership? End of the month?', question('renewal')],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Ngicela a table for two eMhlanga tonight at 8',
          asks(table('Umhlanga|Durban', 'today', '20:00', 2)),
        ],
        [
          'Sawubona, I need umshayeli from King Shaka kusasa at 10',
          asks(req(CAR, 'King Shaka International Airport|Durban', 'tomorrow', '10:00')),
        ],
        ['Please khansela the villa, asisayi eCamps Bay', cancel('villa')],
        ['Ngicela u-check if the yacht is still on ngeSonto', status('yacht')],
        ['Can you move the chef ngeSonto? Saturday ayisebenzi', change('chef', { date: 'sun' })],
        [
          'Ngifuna a private chef for ngoMgqibelo at 7pm in Ballito, sibayi-6',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 6 })),
        ],
        ['khansela my driver please', cancel(DRIVERS)],
        ['Zingaki ama-requests engisele nawo for the rest of this month?', question('allowance')],
        ['Ngicela ukukhuluma with a real person, hhayi i-bot', human],
        [
          'Ngidinga a villa in Ballito from the 20th for abantu abayisishiyagalombili',
          asks(req('accommodation', 'Ballito|Durban', 'dom:20', null, { partySize: 8 })),
        ],
        [
          'Table for 4 eSandton ngoLwesihlanu at half 8',
          asks(table('Sandton|Johannesburg', 'fri', '20:30', 4)),
        ],
        [
          'Yebo, can the table tonight be for abantu abathathu instead?',
          change('table_tonight', { partySize: 3 }),
        ],
        ['Ngikuliphi tier mina?', question('tier')],
        [
          'Ngicela bodyguard eUmhlanga ngoLwesine from 8am',
          asks(req('security', 'Umhlanga|Durban', 'thu', '08:00')),
        ],
        ['Ngicela u-cancel i-table yanamuhla at Test Kitchen', cancel('table_tonight')],
        [
          'Ngifuna i-Range Rover eRosebank kusasa at 9am',
          asks(req('luxury_vehicle', 'Rosebank|Johannesburg', 'tomorrow', '09:00')),
        ],
        ['What did i-Shield Protection say, kungani bedecline?', status('security')],
        [
          'Ngicela a boat eDurban Point ngoMgqibelo at 10 for 8 people kanye ne-table for 8 at 1pm e-uShaka',
          asks(
            req('yacht_charter', 'Durban Point|Durban', 'sat', '10:00', { partySize: 8 }),
            table('uShaka Marine World|Durban', 'sat', '13:00', 8),
          ),
        ],
        [
          'Umshayeli wakusasa, can he come at 10 instead?',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        [
          'Ngiyacela, personal shopper eGateway ngoMgqibelo at 11',
          asks(req('personal_shopping', 'Gateway Theatre of Shopping|Durban', 'sat', '11:00')),
        ],
        ['Show me zonke izicelo zami', question('requests')],
        [
          'Flights from eGoli to eKapa ngoMsombuluko at 7am',
          asks(req(['travel', 'other'], 'Johannesburg|Johannesburg', 'mon', '07:00')),
        ],
        ['Ngicela uxhumane with a human agent manje', human],
        [
          'Ngidinga umpheki for tomorrow night eLa Lucia, 4 people',
          asks(req('private_chef', 'La Lucia|Durban', 'tomorrow', '20:00', { partySize: 4 })),
        ],
        ['Ingabe i-chef yangoMgqibelo is confirmed yet?', status('chef')],
        ['Hhayi, not the Friday one, khansela umshayeli wakusasa', cancel('driver_tomorrow')],
        [
          'Lodge in Hluhluwe from next Friday, sibabili',
          asks(req('accommodation', 'Hluhluwe|Zululand', 'next:fri', null, { partySize: 2 })),
        ],
        ['Yini engilindile this week? Any bookings?', question('upcoming')],
      ],
    ),
  ],
};
