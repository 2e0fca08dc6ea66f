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

const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const CHOPPER: ServiceType[] = ['other', 'travel'];
const JOBURG = ['Johannesburg|Johannesburg', 'OR Tambo International Airport|Johannesburg'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const WEEKEND = either('chef', 'yacht');

const AF = ['en', 'af'] as const;
const ZU = ['en', 'zu'] as const;

/**
 * Seventeenth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "boet", "ag please man", "sjoe", "lekker", "asb", "dankie", "môre", "vanaand",
 * "oormôre", "Vrydag", "ons is 8", "net die een op Sondag", "sawubona", "ngicela", "sisi",
 * "bhuti", "bafo", "mfethu", "yoh", "eish", "hawu", "sharp sharp", "kusasa", "manje", "u-cancel",
 * "u-move", "i-driver", "eMhlanga", "eGoli", "eKapa"): new requests, tables, several at once,
 * actions (some a human would have to ask about), questions, a person and out of scope; the
 * reply may be in either language.
 */
export const HELD_OUT_17_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      [...AF],
      [
        [
          'Howzit, can you book a table for 6 vanaand in Sea Point, so 7:30?',
          asks(table('Sea Point|Cape Town', 'today', '19:30', 6)),
        ],
        [
          'Ag please man, I need a driver môre at 6am from Durbanville to the airport',
          asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
        ],
        [
          'Sjoe, what a week. Kan julle a private chef reël for Saturday at 7? Ons is 8, in Somerset West',
          asks(req('private_chef', 'Somerset West|Cape Town', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Boet, sort me out with a Range Rover for the weekend, I’ll collect it Vrydag at 3 in Stellies',
          asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', 'fri', '15:00')),
        ],
        [
          'Lekker. Now I need a villa in Hermanus for next week, vanaf Maandag',
          asks(req('accommodation', 'Hermanus|Overberg', 'next:mon', null)),
        ],
        ['Can you cancel tonight’s table asb, die kinders is siek', cancel('table_tonight')],
        ['The chef on Saturday, skuif dit na 8 uur please', change('chef', { time: '20:00' })],
        ['Is my driver vir môre al confirmed, of nog nie?', status('driver_tomorrow')],
        ['Cancel die bestuurder asb, I’ll manage', cancel(DRIVERS)],
        ['How many requests het ek nog left this month?', question('allowance')],
        ['What’s my tier again, platinum of black?', question('tier')],
        ['Ek wil met ’n real person praat please', human],
        ['Wat’s die score van die Stormers game?', outOfScope],
        [
          'Need a boat vir Sondag om 2 at the Waterfront, 10 mense',
          asks(req(BOAT, 'V&A Waterfront|Cape Town', 'sun', '14:00', { partySize: 10 })),
        ],
        [
          'Dankie! And then a driver from Kaapstad lughawe at 5pm oormôre',
          asks(req('personal_driver', 'Cape Town International Airport|Cape Town', '+2', '17:00')),
        ],
        [
          'The villa in Kampsbaai — can we make it agt mense instead of ses?',
          change('villa', { partySize: 8 }),
        ],
        ['Hoe lyk my week? What’s coming up?', question('upcoming')],
        [
          'Kan ek a table kry for 2 in Franschhoek, Saterdag lunch?',
          asks(table('Franschhoek|Cape Winelands', 'sat', '12:30', 2)),
        ],
        [
          'Two things asb: ’n bestuurder from Sandton at 9 tomorrow and a table for 4 in Rosebank at 1',
          asks(
            req('personal_driver', 'Sandton|Johannesburg', 'tomorrow', '09:00'),
            table('Rosebank|Johannesburg', 'tomorrow', '13:00', 4),
          ),
        ],
        [
          'Security for our braai in Pretoria-Oos on Saturday vanaf 4 uur, it’s a big crowd',
          asks(req('security', 'Pretoria East|Pretoria', 'sat', '16:00')),
        ],
        ['Het Atlantic Blue al iets gesê about Sunday’s boat?', status('yacht')],
        ['Is the dinner party vir Saterdag still on or nie?', status('chef')],
        ['Ek voel nie lekker nie, what does my mood look like lately?', question('mood')],
        ['Kan jy my passport in die vault sien?', question('vault')],
        ['Ag man, just connect me to someone human, die bot werk nie', human],
        ['Wat is die beste manier om biltong te maak? Just curious', outOfScope],
        ['Cancel the weekend bookings... no wait, net die een op Sondag', cancel('yacht')],
        [
          'Flights vir ons vier from Joburg to George on the 18th, oggend',
          asks(req(FLIGHT, JOBURG, 'dom:18', '09:00')),
        ],
        [
          'Dankie boet. The Test Kitchen tonight — ons is nou 3',
          change('table_tonight', { partySize: 3 }),
        ],
      ],
    ),
    ...rowsIn(
      [...ZU],
      [
        [
          'Sawubona, ngicela a table for 4 eRosebank tonight at 7',
          asks(table('Rosebank|Johannesburg', 'today', '19:00', 4)),
        ],
        [
          'Yoh bafo, I need a driver kusasa at 8 from eMhlanga to the airport',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '08:00')),
        ],
        ['Sisi, ngicela u-cancel the chef for Saturday, plans changed', cancel('chef')],
        ['Mfethu, the Camps Bay villa — is it confirmed yet?', status('villa')],
        [
          'Eish, ngicela u-move the table tonight to 9pm',
          change('table_tonight', { time: '21:00' }),
        ],
        [
          'Ngicela a private chef ngoMgqibelo at 7pm eBallito, sibayi-8',
          asks(req('private_chef', 'Ballito|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        ['Hawu, sengisele nezicelo ezingaki this month?', question('allowance')],
        ['Bhuti, what tier am I on? Angikhumbuli', question('tier')],
        [
          'Sharp sharp. Book me a villa eZimbali from Friday for 3 nights',
          asks(req('accommodation', 'Zimbali|Durban', 'fri', null)),
        ],
        ['Ngifuna ukukhuluma nomuntu, not a bot please', human],
        ['Ubani owine i-derby izolo, Chiefs or Pirates?', outOfScope],
        [
          'Ngicela i-yacht eThekwini ngeSonto at 2pm for 12 people',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '14:00', { partySize: 12 })),
        ],
        ['Cancel i-driver yakusasa please, sengizoshayela', cancel('driver_tomorrow')],
        [
          'Kusasa: driver at 9 from King Shaka, then a table for 2 eMhlanga at 7 kusihlwa',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '09:00'),
            table('Umhlanga|Durban', 'tomorrow', '19:00', 2),
          ),
        ],
        ['Manje, what have the providers said? Ngisalindile', question('provider_said')],
        [
          'I need security for my shop opening eMenlyn, ngoLwesihlanu at 10am',
          asks(req('security', 'Menlyn|Pretoria', 'fri', '10:00')),
        ],
        ['Ngicela u-cancel the driver, plans changed', cancel(DRIVERS)],
        ['Yoh, the weekend booking — is it confirmed?', status(WEEKEND)],
        ['Can you see what’s in my vault? Ngiyesaba nje', question('vault')],
        [
          'Ngicela flights from eGoli to eKapa ngoLwesihlanu ekuseni, for two',
          asks(req(FLIGHT, JOBURG, 'fri', '09:00')),
        ],
        ['The boat on Sunday — sibayi-12 manje, not 10', change('yacht', { partySize: 12 })],
        [
          'Ngicela a helicopter from Virginia Airport to Zimbali, ngoMgqibelo at 11',
          asks(req(CHOPPER, 'Virginia Airport|Durban', 'sat', '11:00')),
        ],
        ['Ngicela ungisize, how do I fill in my own tax return?', outOfScope],
        ['Tell me what you remember about me, ngicela', question('memory')],
        [
          'Ngicela a bodyguard tonight eSandton from 8',
          asks(req('security', 'Sandton|Johannesburg', 'today', '20:00')),
        ],
        ['What’s coming up kuleli sonto?', question('upcoming')],
        [
          'The Cape Town driver next Friday, ngicela u-change to 7pm',
          change('driver_friday', { time: '19:00' }),
        ],
      ],
    ),
  ],
};
