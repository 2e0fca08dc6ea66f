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
 * Eleventh held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("kan jy vir my a driver kry for tomorrow", "ngicela a table for two"); the reply may be in
 * either.
 */
export const HELD_OUT_11_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    ...rowsIn(
      ['af', 'en'],
      [
        [
          'Hey, kan julle vir my a driver organise vir môre 8am from Bellville to the airport?',
          asks(req('personal_driver', 'Bellville|Cape Town', 'tomorrow', '08:00')),
        ],
        [
          'ons soek a private chef for Saturday night in Stellenbosch, sowat 10 mense, at 7',
          asks(
            req('private_chef', 'Stellenbosch|Cape Winelands', 'sat', '19:00', { partySize: 10 }),
          ),
        ],
        [
          'Book asseblief a table for 4 in Sea Point vanaand at 8:30',
          asks(table('Sea Point|Cape Town', 'today', '20:30', 4)),
        ],
        [
          'Ek need a villa in Hermanus from the 16th, ons is 6 adults',
          asks(req('accommodation', 'Hermanus|Overberg', 'dom:16', null, { partySize: 6 })),
        ],
        ['Kan jy die yacht vir Sunday cancel? The wind is te sterk', cancel('yacht')],
        ['cancel asb my table vanaand by die Test Kitchen', cancel('table_tonight')],
        [
          'Die chef for Saturday - ons is nou 10 people, nie 8 nie',
          change('chef', { partySize: 10 }),
        ],
        ['hoeveel requests het ek nog left this month op my plan?', question('allowance')],
        ['Wat is my membership tier again?', question('tier')],
        ['Ek wil met a real person praat please', human],
        [
          'Sorg asb vir a Range Rover in Pretoria from Friday, vir die hele naweek',
          asks(req('luxury_vehicle', 'Pretoria|Pretoria', 'fri', null)),
        ],
        [
          'Ons wil lunch hê by Babylonstoren on Sunday at 12:30, table for 5 asseblief',
          asks(table('Babylonstoren|Cape Winelands', 'sun', '12:30', 5)),
        ],
        ['Is my driver vir môre confirmed?', status('driver_tomorrow')],
        ['cancel my driver asseblief', cancel(DRIVERS)],
        [
          'Skuif asb die Test Kitchen booking to 9pm, ons run late',
          change('table_tonight', { time: '21:00' }),
        ],
        [
          'kan julle security reël for my party in Bryanston on Saturday from 7pm?',
          asks(req('security', 'Bryanston|Johannesburg', 'sat', '19:00')),
        ],
        [
          'Ek soek flights na Durban vir Thursday morning, net ek',
          asks(req(['travel', 'other'], 'Durban|Durban', 'thu', '09:00')),
        ],
        [
          'Boat trip uit Hout Bay on Sunday afternoon vir 8 mense, kan julle help?',
          asks(req('yacht_charter', 'Hout Bay|Cape Town', 'sun', '15:00', { partySize: 8 })),
        ],
        [
          'a driver vanaf Lanseria at 3pm and then a table for 2 in Parkhurst at 7, altwee op Vrydag',
          asks(
            req('personal_driver', 'Lanseria International Airport|Johannesburg', 'fri', '15:00'),
            table('Parkhurst|Johannesburg', 'fri', '19:00', 2),
          ),
        ],
        ['Wat het die providers gesê about my bookings?', question('provider_said')],
        [
          'Plan asb a surprise party vir my man in Durbanville on the 28th, ongeveer 30 people',
          asks(req('event_planning', 'Durbanville|Cape Town', 'dom:28', null, { partySize: 30 })),
        ],
        [
          'personal shopper by Canal Walk vir my dogter, Saturday 10am asseblief',
          asks(req('personal_shopping', 'Canal Walk|Cape Town', 'sat', '10:00')),
        ],
        ['Hoe lyk my week? Anything booked?', question('upcoming')],
        ['Die villa in Camps Bay - wat is die status daarvan?', status('villa')],
        [
          'Ek het n chauffeur nodig from the Saxon to Sandton City, Monday at 10',
          asks(req('personal_driver', 'The Saxon|Johannesburg', 'mon', '10:00')),
        ],
        [
          'table for 6 in Franschhoek op die 9de at 1pm, lekker wine farm asb',
          asks(table('Franschhoek|Cape Winelands', 'dom:9', '13:00', 6)),
        ],
        ['Kan die chef Saturday at 6:30 kom instead of 7?', change('chef', { time: '18:30' })],
        ['hoe was my mood die week? feel like ek was stressed', question('mood')],
      ],
    ),
    ...rowsIn(
      ['zu', 'en'],
      [
        [
          'Ngicela a driver tomorrow at 7 from Umhlanga to King Shaka',
          asks(req('personal_driver', 'Umhlanga|Durban', 'tomorrow', '07:00')),
        ],
        [
          'ngicela a table for two eRosebank tonight ngo-8',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Ngifuna a private chef for Saturday eWestville, abantu abayi-8, at 7pm',
          asks(req('private_chef', 'Westville|Durban', 'sat', '19:00', { partySize: 8 })),
        ],
        [
          'Sicela i-villa eBallito from the 19th for 5 nights, sibayisithupha',
          asks(req('accommodation', 'Ballito|Durban', 'dom:19', null, { partySize: 6 })),
        ],
        ['please khansela the Test Kitchen booking yanamuhla', cancel('table_tonight')],
        ['Ngicela ukhansele my driver booking, sengizoshayela mina', cancel(DRIVERS)],
        ['Is the yacht sesiqinisekisiwe for Sunday?', status('yacht')],
        ['Ngifuna ukukhuluma with a real person, hhayi i-bot', human],
        ['How many requests ezisele kule nyanga?', question('allowance')],
        [
          'Ngicela security for my event eSandton on Friday from 6pm',
          asks(req('security', 'Sandton|Johannesburg', 'fri', '18:00')),
        ],
        [
          'sicela a boat eThekwini ngeSonto at 11, we are 10',
          asks(req('yacht_charter', 'Durban|Durban', 'sun', '11:00', { partySize: 10 })),
        ],
        [
          'Ngidinga a Range Rover eGoli for the weekend from Friday',
          asks(req('luxury_vehicle', 'Johannesburg|Johannesburg', 'fri', null)),
        ],
        [
          'The chef wangoMgqibelo, ngicela umtshele two guests are vegan',
          change('chef', { notes: 'vegan' }),
        ],
        [
          'Shintsha the driver wakusasa to 10am please',
          change('driver_tomorrow', { time: '10:00' }),
        ],
        [
          'Ngicela a table for 4 e-Oyster Box on Sunday for lunch',
          asks(table('Oyster Box|Durban', 'sun', '12:30', 4)),
        ],
        ['Yini i-membership tier yami?', question('tier')],
        [
          'ngicela u-organise a birthday party for my son ePitoli ngomhlaka-20, about 25 kids',
          asks(req('event_planning', 'Pretoria|Pretoria', 'dom:20', null, { partySize: 25 })),
        ],
        [
          'Ngifuna flights to Cape Town ngoLwesihlanu morning, for 2',
          asks(req(['travel', 'other'], 'Cape Town|Cape Town', 'fri', '09:00', { partySize: 2 })),
        ],
        [
          'a car from OR Tambo ngo-6pm ngoLwesine, ngicela',
          asks(req(CAR, 'OR Tambo|Johannesburg', 'thu', '18:00')),
        ],
        ['Kuhamba kanjani with my villa request eCamps Bay?', status('villa')],
        [
          'Ngicela a personal shopper eMall of Africa kusasa at 11',
          asks(req('personal_shopping', 'Mall of Africa|Johannesburg', 'tomorrow', '11:00')),
        ],
        ['what do you remember about me, yini oyaziyo ngami?', question('memory')],
        [
          'Ngicela a driver from King Shaka at 2pm ngoMgqibelo and a table for 2 eMhlanga at 8 that night',
          asks(
            req('personal_driver', 'King Shaka International Airport|Durban', 'sat', '14:00'),
            table('Umhlanga|Durban', 'sat', '20:00', 2),
          ),
        ],
        ['i-yacht yangeSonto please cancel, kuzoba nomoya omkhulu', cancel('yacht')],
        ['Ngicela ungitshele what is coming up this week', question('upcoming')],
        [
          'sicela a chef for a braai eKyalami ngeSonto at 1, abantu abangu-15',
          asks(req('private_chef', 'Kyalami|Johannesburg', 'sun', '13:00', { partySize: 15 })),
        ],
        ['Can someone from the team angishayele please, ngine-complaint', human],
      ],
    ),
  ],
};
