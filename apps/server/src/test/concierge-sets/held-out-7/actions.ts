import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');

/**
 * Seventh held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day or "the last one"; where a human
 * concierge would have to ask (two drivers, two dinners, a weekend of bookings), ambiguous.
 */
export const HELD_OUT_7_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling.
      ['pls cancel the chef for saturday, the in-laws bailed on us', cancel('chef')],
      [
        'Hi there, I no longer need the car from the airport tomorrow morning. Please cancel it, thanks',
        cancel('driver_tomorrow'),
      ],
      ["we're not doing the test kitchen tonight anymore, can u cancel", cancel('table_tonight')],
      ['scrap the camps bay villa please, plans changed', cancel('villa')],
      ["Please call off Sunday's boat trip, the forecast is looking grim", cancel('yacht')],
      ['cancel the friday chauffeur in cape town', cancel('driver_friday')],
      ["I'd like to cancel the last request I made", cancel('table_tonight')],
      ['can u cancel my driver pls', cancel(DRIVERS)],
      ['cancel the car', cancel(DRIVERS)],
      ['Cancel the dinner, something came up', cancel(DINNERS)],
      [
        'please cancel my weekend booking, we are going away instead',
        cancel(either('chef', 'yacht')),
      ],
      [
        'Morning. Something urgent came up at work so I need to cancel the Woodstock reservation for this evening, sorry for the late notice',
        cancel('table_tonight'),
      ],
      ['kill the OR Tambo pickup, my flight got moved', cancel('driver_tomorrow')],
      ['Actually we dont need the villa anymore, cancel that one', cancel('villa')],
      [
        'Could you kindly cancel the Atlantic Blue Charters booking? My guests have cancelled on me',
        cancel('yacht'),
      ],
      ['cancel cape executive chauffeurs for me', cancel('driver_friday')],
      ['no more private chef for the weekend, cancel it', cancel('chef')],
      ['Cancel my table for two', cancel('table_tonight')],
      ['drop the dinner party in constantia', cancel('chef')],
      ['i need to cancel the yacht charter', cancel('yacht')],
      [
        'Please cancel the driver for next Friday, my colleague is fetching me',
        cancel('driver_friday'),
      ],
      ['cancel tmrw driver', cancel('driver_tomorrow')],
      ['Hey, cancel the accommodation booking in Camps Bay', cancel('villa')],
      ['can you undo my most recent booking', cancel('table_tonight')],

      // Changing.
      ['shift my driver booking to 10 in the morning pls', change(DRIVERS, { time: '10:00' })],
      ['can we move the dinner to 8:30', change(DINNERS, { time: '20:30' })],
      [
        'for my driver booking pls add that I need a child seat',
        change(DRIVERS, { notes: 'child seat' }),
      ],
      ['Change the dinner to 10 guests', change(DINNERS, { partySize: 10 })],
      ['push the chef to 8pm please', change('chef', { time: '20:00' })],
      ['make the test kitchen table for 4 instead of 2', change('table_tonight', { partySize: 4 })],
      [
        'My flight lands later than planned, please change the OR Tambo driver to half past eleven',
        change('driver_tomorrow', { time: '11:30' }),
      ],
      ['can the chef do sunday instead of saturday?', change('chef', { date: 'sun' })],
      ['we will be 8 in the villa now, not 6', change('villa', { partySize: 8 })],
      ['bump the yacht up to 12 guests', change('yacht', { partySize: 12 })],
      [
        "Hi, for Saturday's chef please note my son has a severe peanut allergy",
        change('chef', { notes: 'peanut' }),
      ],
      ['change tonights table to 9pm', change('table_tonight', { time: '21:00' })],
      [
        "Can you move the private chef to our house in Bishopscourt rather, we're hosting there now",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['the friday driver must come at 5pm not 6', change('driver_friday', { time: '17:00' })],
      ['tomorrows airport pickup, make it 7:45 am', change('driver_tomorrow', { time: '07:45' })],
      [
        'please add to my villa booking that we need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      ['Could the yacht leave at 4 in the afternoon instead?', change('yacht', { time: '16:00' })],
      ['change my last request to 3 people', change('table_tonight', { partySize: 3 })],
      [
        'The chef for Saturday — can we make it 12 people? a few more friends are coming',
        change('chef', { partySize: 12 }),
      ],
      [
        'add a note to the table tonight: window seat if possible',
        change('table_tonight', { notes: 'window' }),
      ],
      ['move the chef dinner to Friday', change('chef', { date: 'fri' })],
      [
        'hey so the driver tmrw, can he pick me up at lanseria instead of OR tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['table tonight, make it 7:30 rather', change('table_tonight', { time: '19:30' })],
      [
        'chef on saturday: please tell them two of the guests are vegan',
        change('chef', { notes: 'vegan' }),
      ],
      ['change the charter to 2pm', change('yacht', { time: '14:00' })],
      ['Make the Camps Bay villa for 10 people please', change('villa', { partySize: 10 })],

      // Asking after one.
      ['what’s the status of my driver booking?', status(DRIVERS)],
      ['did my driver get confirmed?', status(DRIVERS)],
      ['Has the driver been confirmed for my airport pickup?', status(DRIVERS)],
      ['is the chauffeur sorted?', status(DRIVERS)],
      ['any news on the villa?', status('villa')],
      ['is my chef confirmed for saturday', status('chef')],
      ['Whats happening with the test kitchen booking', status('table_tonight')],
      [
        'What happened with my close protection request for the gala in Sandton?',
        status('security'),
      ],
      ['yacht still happening sunday or what?', status('yacht')],
      ['whats the status on the last thing I asked for', status('table_tonight')],
      ['did the event planning for my wife’s 50th go through?', status('event')],
      ['Is my table for tonight confirmed yet?', status('table_tonight')],
      ['any movement on the camps bay house for us', status('villa')],
      ['has anyone picked up the chef request yet', status('chef')],
      ['Is the OR Tambo driver booked?', status('driver_tomorrow')],
      ['quick check - friday driver in cape town still confirmed?', status('driver_friday')],
      ['what’s the story with the security booking?', status('security')],
      ['any progress on the franschhoek birthday lunch?', status('event')],
      ['Can you check on my Saturday booking for me?', status('chef')],
      ['update on the boat please', status('yacht')],
      ['did the restaurant confirm?', status('table_tonight')],
      ['Hows my villa request looking', status('villa')],
      ['is tomorrows car confirmed', status('driver_tomorrow')],
    ],
  ),
};
