import {
  asks,
  cancel,
  change,
  either,
  followUp,
  question,
  req,
  rowsIn,
  status,
  table,
  theOther,
  type LabelledSet,
} from '../labels';
import { after } from '../follow-up-rows';

/**
 * Fifth held-out set: English mixed with Afrikaans ("Ek need n table ... vanaand at 8") and with
 * isiZulu ("Ngicela i-table for 2 tonight at 8 e-Sandton"), as South Africans text: new
 * requests, tables, actions, questions and follow-ups; the reply may be in either language.
 */
const AF: ['af', 'en'] = ['af', 'en'];
const ZU: ['zu', 'en'] = ['zu', 'en'];

export const HELD_OUT_5_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(AF, [
      [
        'Hey, kan jy vir my a driver kry for tomorrow at 9am from OR Tambo?',
        asks(
          req(
            'personal_driver',
            'OR Tambo International Airport|Johannesburg',
            'tomorrow',
            '09:00',
          ),
        ),
      ],
      [
        'Ek need n table for 4 in Sea Point vanaand at 8',
        asks(table('Sea Point|Cape Town', 'today', '20:00', 4)),
      ],
      [
        'Please book vir ons n chef for Saturday, ons is 10 mense in Durbanville, 7pm',
        asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '19:00', { partySize: 10 })),
      ],
      ['Cancel asb my driver vir môre', cancel('driver_tomorrow')],
      ['Is my villa in Kampsbaai al confirmed?', status('villa')],
      ['Kan jy die chef move na 8pm asseblief', change('chef', { time: '20:00' })],
      [
        'Ek wil n yacht book vir Sondag at the V&A, 3pm, 8 mense',
        asks(req('yacht_charter', 'V&A Waterfront|Cape Town', 'sun', '15:00', { partySize: 8 })),
      ],
      ['Hoeveel requests het ek nog left vir die maand?', question('allowance')],
      ["Wat's my tier nou weer?", question('tier')],
      [
        'Lekker, book a Range Rover vir my oormôre in Stellenbosch',
        asks(req('luxury_vehicle', 'Stellenbosch|Cape Winelands', '+2', null)),
      ],
      [
        'Ons soek a place to stay in Hermanus from Friday, 6 of us',
        asks(req('accommodation', 'Hermanus|Overberg', 'fri', null, { partySize: 6 })),
      ],
      [
        'Can you reël security vir my event in Sandton Saterdag at 6pm',
        asks(req('security', 'Sandton|Johannesburg', 'sat', '18:00')),
      ],
      [
        'Boek asb flights van Kaapstad to Durban vir Donderdagoggend',
        asks(req('travel', 'Cape Town|Cape Town', 'thu', '09:00')),
      ],
      [
        'n personal shopper by Canal Walk môre at 11am asseblief',
        asks(req('personal_shopping', 'Canal Walk|Cape Town', 'tomorrow', '11:00')),
      ],
      [
        'Ek wil my man se 50th plan in Paarl op die 18de, can you help?',
        asks(req('event_planning', 'Paarl|Cape Winelands', 'dom:18', null)),
      ],
      ['Cancel die table vanaand, ons kan nie meer gaan nie', cancel('table_tonight')],
      ['Maak die Test Kitchen booking vir 4 people asb', change('table_tonight', { partySize: 4 })],
      ['Wanneer renew my membership?', question('renewal')],
      ["Wat's coming up vir my die week?", question('upcoming')],
      ['Enige updates van die providers?', question('provider_said')],
      [
        'Table for 2 by Delaire Graff vir lunch Saterdag',
        asks(table('Delaire Graff|Cape Winelands', 'sat', '12:30', 2)),
      ],
      [
        'Driver asb om 6am môre van Durbanville af to the airport',
        asks(req('personal_driver', 'Durbanville|Cape Town', 'tomorrow', '06:00')),
      ],
    ]),
    ...after(AF, 'table_new', [['Nee man, make it 8:30', followUp({ time: '20:30' })]]),
    ...after(AF, 'chef_new', [['Ons is actually 10', followUp({ partySize: 10 })]]),
    ...after(AF, 'driver_new', [
      [
        'Lanseria eerder, not OR Tambo',
        followUp({ place: 'Lanseria International Airport|Johannesburg' }),
      ],
    ]),
    ...after(AF, 'cancel_driver', [['Nee, die other one', theOther]]),
    ...rowsIn(ZU, [
      [
        'Ngicela i-table for 2 tonight at 8 e-Sandton',
        asks(table('Sandton|Johannesburg', 'today', '20:00', 2)),
      ],
      [
        'Hey ngicela a driver tomorrow morning from King Shaka, 7am',
        asks(
          req('personal_driver', 'King Shaka International Airport|Durban', 'tomorrow', '07:00'),
        ),
      ],
      [
        'Ngidinga a private chef on Saturday ngo-7pm e-Umhlanga, we are 6',
        asks(req('private_chef', 'Umhlanga|Durban', 'sat', '19:00', { partySize: 6 })),
      ],
      ['Please cancel i-driver yami yakusasa', cancel('driver_tomorrow')],
      ['Is i-yacht confirmed for Sunday?', status('yacht')],
      [
        'Ngicela ubook-e a villa e-Ballito from the 10th',
        asks(req('accommodation', 'Ballito|Durban', 'dom:10', null)),
      ],
      ['Zingaki ama-requests engisele nazo this month?', question('allowance')],
      [
        'Ngicela security for my event e-Durban ICC on Friday at 5pm',
        asks(req('security', 'Durban ICC|Durban', 'fri', '17:00')),
      ],
      [
        'Book me flights from eGoli to eThekwini kusasa ekuseni',
        asks(req('travel', 'Johannesburg|Johannesburg', 'tomorrow', '09:00')),
      ],
      [
        'Ngifuna a Range Rover for the weekend from Saturday e-Umhlanga',
        asks(req('luxury_vehicle', 'Umhlanga|Durban', 'sat', null)),
      ],
      [
        'Ngicela a table for 6 e-Florida Road on Friday night',
        asks(table('Florida Road|Durban', 'fri', '20:00', 6)),
      ],
      ['Cancel the chef ngicela, asisamdingi', cancel('chef')],
      ['Shintsha i-table tonight to 8:30pm please', change('table_tonight', { time: '20:30' })],
      ["What's my membership tier, ngicela?", question('tier')],
      ['Yini engilindile this week?', question('upcoming')],
      ['Kuhamba kanjani with my villa request?', status('villa')],
      [
        'Ngicela i-personal shopper at Sandton City tomorrow ngo-10 ekuseni',
        asks(req('personal_shopping', 'Sandton City|Johannesburg', 'tomorrow', '10:00')),
      ],
      [
        'Sicela a boat trip e-Durban Point on Sunday ngo-2 ntambama, sibayi-8',
        asks(req('yacht_charter', 'Durban Point|Durban', 'sun', '14:00', { partySize: 8 })),
      ],
      [
        'Ngifuna ukuplana a baby shower e-Westville on the 21st',
        asks(req('event_planning', 'Westville|Durban', 'dom:21', null)),
      ],
      [
        'Ngicela a driver e-Jozi tonight at 10pm from Rosebank',
        asks(
          req(
            'personal_driver',
            ['Rosebank|Johannesburg', 'Johannesburg|Johannesburg'],
            'today',
            '22:00',
          ),
        ),
      ],
      ['Ngicela u-cancel i-driver', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['Umpheki has he confirmed yet for Saturday?', status('chef')],
    ]),
    ...after(ZU, 'table_new', [['Cha, make it 9pm', followUp({ time: '21:00' })]]),
    ...after(ZU, 'chef_new', [['Sibayi-8 actually', followUp({ partySize: 8 })]]),
    ...after(ZU, 'yacht_new', [['Change it to Saturday ngicela', followUp({ date: 'sat' })]]),
    ...after(ZU, 'change_chef', [['Hhayi, the other one', theOther]]),
    ...after(ZU, 'driver_new', [['Yenza 10am', followUp({ time: '10:00' })]]),
  ],
};
