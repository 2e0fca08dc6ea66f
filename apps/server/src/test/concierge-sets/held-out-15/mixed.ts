import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type LabelledSet,
} from '../labels';

const CAR: ServiceType[] = ['personal_driver', 'luxury_vehicle'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Fifteenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("boet", "ag no man", "ek's gatvol", "sjoe", "lekker", "howzit", "mfethu", "bafo", "sisi",
 * "bhuti", "sharp sharp", "yoh", "eish", "ngicela u-check"): new requests, tables, several at
 * once, actions, questions, a person and out of scope; the reply may be in either language.
 */
export const HELD_OUT_15_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Boet, kan jy asseblief a table for 4 book at a place in Stellies, Friday 7pm?',
          asks(table('Stellenbosch|Cape Winelands', 'fri', '19:00', 4)),
        ],
        [
          "Ag no man, the chef for Saturday moet gekanselleer word, my wife's not well",
          cancel('chef'),
        ],
        [
          "Ek's gatvol van driving, need a driver tomorrow om 8 from Rondebosch to the airport",
          asks(req('personal_driver', 'Rondebosch|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          "Howzit, kan julle 'n villa in Kampsbaai sort for New Year, 8 people, from the 28th of December",
          asks(req('accommodation', 'Camps Bay|Cape Town', 'md:12-28', null, { partySize: 8 })),
        ],
        ['Lekker, en can you also check if the yacht on Sunday is confirmed?', status('yacht')],
        [
          'Sjoe, my flight lands late, skuif asseblief the driver tomorrow to 11:30',
          change('driver_tomorrow', { time: '11:30' }),
        ],
        [
          "Can you organise 'n braai chef for Sunday lunch at ons plek in Durbanville, 20 mense, from 12:30?",
          asks(req('private_chef', 'Durbanville|Cape Town', 'sun', '12:30', { partySize: 20 })),
        ],
        ['What tier is ek nou op? Platinum or still gold?', question('tier')],
        ['Sê my gou, hoeveel requests het ek nog oor before die maand end?', question('allowance')],
        ['Julle moet my asseblief connect with a real person, this bot is nie lekker nie', human],
        ['Wie speel vanaand, Bokke or Stormers? Ek kan nie onthou nie', outOfScope],
        [
          "Need 'n Range Rover for die naweek in Joburg, from Friday",
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
        ],
        [
          'Tafel for 2 vanaand at 8 in Seepunt please',
          asks(table('Sea Point|Cape Town', 'today', '20:00', 2)),
        ],
        [
          'Kanselleer die dinner tonight at the Test Kitchen, ons bly by die huis',
          cancel('table_tonight'),
        ],
        ['Kan ons die chef move to 8pm? Die kinders eet eers', change('chef', { time: '20:00' })],
        ['Change my driver na 7am asseblief', change(DRIVERS, { time: '07:00' })],
        [
          "Stuur asseblief iemand to help me shop for 'n outfit at Canal Walk, Saturday at 11",
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'sat', '11:00')),
        ],
        [
          'Ons need security for die matric dance on Friday at 6pm in Bellville',
          asks(req('security', 'Bellville|Cape Town', 'fri', '18:00')),
        ],
        [
          'Book vir ons flights Kaapstad to Durban next Thursday, 3 mense, and a car at King Shaka',
          asks(
            req(
              FLIGHT,
              ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'],
              'next:thu',
              null,
            ),
            req(CAR, 'King Shaka International Airport|Durban', 'next:thu', null),
          ),
        ],
        ['Wat het die providers gesê? Nog niks gehoor nie', question('provider_said')],
        [
          "Ons gaan Hermanus toe oor die naweek, kan jy 'n lekker guesthouse kry vanaf Friday en 'n table for 6 on Saturday at 1?",
          asks(
            req('accommodation', 'Hermanus|Overberg', 'fri', null),
            table('Hermanus|Overberg', 'sat', '13:00', 6),
          ),
        ],
        ["Waar's my Camps Bay villa booking at? Still pending?", status('villa')],
        ['Hoe laat moet ons by die boat wees on Sunday, did Atlantic Blue say?', status('yacht')],
        [
          "Can jy 'n event planner kry vir my pa se 60ste in Paarl, 12 Junie?",
          asks(req('event_planning', 'Paarl|Cape Winelands', 'md:06-12', null)),
        ],
        ['Please bel my, ek wil met iemand praat about my account', human],
        ["Skryf vir my 'n speech vir my broer se troue asseblief", outOfScope],
        ['Is julle able to book restaurants en flights ook?', question('capabilities')],
        [
          "Gimme 'n driver vanaand 10 uur from Rosebank to Fourways, ek gaan drink",
          asks(req('personal_driver', 'Rosebank|Johannesburg', 'today', '22:00')),
        ],
        ["Ag sorry, die weekend booking moet cancel, my ma's in hospital", cancel(WEEKEND)],
        ["What's the exchange rate, rand na pond?", outOfScope],
      ],
    ),
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, I need a driver from King Shaka kusasa at 9am please',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
          ),
        ],
        ["Eish, cancel the chef for Saturday ngicela, the guests aren't coming", cancel('chef')],
        [
          'Mfethu, can you book a table for 6 eMhlanga ngoMgqibelo at 7pm?',
          asks(table('Umhlanga|Durban', 'sat', '19:00', 6)),
        ],
        ['Ngicela u-check if my yacht booking for Sunday is confirmed', status('yacht')],
        [
          'Sharp sharp, need a G-Wagon for the weekend eGoli from Friday',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
        ],
        ['Bafo, I want to speak to a real person, ngicela', human],
        [
          'Ngicela a chef for 10 at my house eWestville on Sunday at 1',
          asks(req('private_chef', 'Westville|Durban', 'sun', '13:00', { partySize: 10 })),
        ],
        [
          'Yoh, itafula lanamuhla, can we make it 9pm instead? Traffic is bad',
          change('table_tonight', { time: '21:00' }),
        ],
        ['Ngifuna ukwazi how many requests I have left this month', question('allowance')],
        ['Ubani owina i-derby last night, Chiefs or Pirates?', outOfScope],
        [
          'Ngicela unginike i-villa eBallito for 10 people from 20 December',
          asks(req('accommodation', 'Ballito|Durban', 'md:12-20', null, { partySize: 10 })),
        ],
        ["Please cancel the driver wakusasa, I'm not flying anymore", cancel('driver_tomorrow')],
        [
          'Sisi, I need security for my wedding eZimbali on the 14th',
          asks(req('security', 'Zimbali|Durban', 'dom:14', null)),
        ],
        ['Eish, what did the providers say? Akekho ophendulile?', question('provider_said')],
        [
          'Ngicela a shopper to help me find a dress eSandton City tomorrow at 10',
          asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00')),
        ],
        [
          'Can you book flights for 2 from Joburg to eKapa ngoLwesihlanu ekuseni',
          asks(
            req(
              FLIGHT,
              ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'],
              'fri',
              '09:00',
            ),
          ),
        ],
        ['Eish ngiyagula, please cancel the dinner', cancel(DINNERS)],
        ['Ngicela u-move the chef to Sunday, same time', change('chef', { date: 'sun' })],
        ['Is my trial ending soon? Ngicela ungitshele the date', question('renewal')],
        [
          'Need a driver at 6pm ngoLwesihlanu from Umhlanga Rocks to the Durban ICC, and then a table for 4 near there at 8',
          asks(
            req('personal_driver', 'Umhlanga|Durban', 'fri', '18:00'),
            table('Durban ICC|Durban', 'fri', '20:00', 4),
          ),
        ],
        [
          "Ngicela ungitholele a photographer for my daughter's graduation eDurban on the 10th at 10am",
          asks(req('other', 'Durban|Durban', 'dom:10', '10:00')),
        ],
        ['Ngicela call me, I need a human, this is urgent', human],
        ['Bhuti, ngicela ungitshele which plan am I on? Gold?', question('tier')],
        ['Ngicela u-tell me the score ye-Sharks game', outOfScope],
        [
          'A boat for fishing eBallito ngeSonto ekuseni, 4 of us',
          asks(req(BOAT, 'Ballito|Durban', 'sun', '09:00')),
        ],
        ["What's on my calendar for this week, ngicela?", question('upcoming')],
      ],
    ),
  ],
};
