import { cancel, change, either, type LabelledSet, rowsIn, status } from './labels';

/**
 * Actions on the member's own requests (member-requests.ts): cancel, change and status.
 *
 * Label semantics: `kind 'act'` with the action; the target is the request a careful human
 * concierge would pick without asking (the understanding's first candidate must be it), or
 * `either(...)` when they would have to ask (every listed request must be among the candidates,
 * and there must be more than one). A change names exactly the fields the member changed (a time
 * "at 9" for a dinner is 21:00, for a morning pick-up 09:00); the notes label is a word the
 * understood notes must contain. "My last request" is the newest one (table_tonight); "the one
 * I made yesterday" is the chef. A confirmed, declined or cancelled request is still the target
 * when the member names it: whether it may be changed is the service's answer, not the reading's.
 */
export const ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancel, found by type, day, place, provider or recency.
      ['Can you cancel my private chef request?', cancel('chef')],
      ['cancel the chef pls', cancel('chef')],
      ['Please cancel my driver for tomorrow', cancel('driver_tomorrow')],
      ["I won't need the airport pick up tomorrow anymore, cancel it", cancel('driver_tomorrow')],
      ['cancel my driver', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['Cancel the driver booking please', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['Cancel my last request', cancel('table_tonight')],
      ['scrap the last thing I asked for', cancel('table_tonight')],
      ['Please cancel the table for tonight, something came up', cancel('table_tonight')],
      ['cancel The Test Kitchen booking', cancel('table_tonight')],
      ['We no longer need the villa in Camps Bay, please cancel', cancel('villa')],
      ['Cancel the Camps Bay accommodation', cancel('villa')],
      ['Cancel the yacht on Sunday, weather looks bad', cancel('yacht')],
      ['pls cancel my boat trip', cancel('yacht')],
      ['Cancel Cape Executive Chauffeurs', cancel('driver_friday')],
      ['I need to cancel the driver in Cape Town next Friday', cancel('driver_friday')],
      ['Cancel my Saturday booking', cancel('chef')],
      ['Cancel the request I made yesterday', cancel('chef')],
      ['Eish, the dinner party is off. Cancel the chef for Saturday', cancel('chef')],
      ['cancle my chef', cancel('chef')],
      ['Cancel my dinner', cancel(either('chef', 'table_tonight'))],
      ['Cancel my booking', cancel(either('table_tonight', 'driver_tomorrow', 'chef', 'villa'))],
      ['Please call off the Constantia dinner', cancel('chef')],
      ["I don't need the chauffeur tomorrow morning any more", cancel('driver_tomorrow')],
      ['can u cancel the OR Tambo pickup', cancel('driver_tomorrow')],
      ['Please cancel the Atlantic Blue Charters booking', cancel('yacht')],
      // Change: time, date, place, party size, notes.
      ['Can you move my chef to 8pm?', change('chef', { time: '20:00' })],
      ['Push the chef on Saturday to 8', change('chef', { time: '20:00' })],
      ['Change my driver tomorrow to 10:30', change('driver_tomorrow', { time: '10:30' })],
      ['Make tomorrows pick up 7am instead', change('driver_tomorrow', { time: '07:00' })],
      ['Can we make the table tonight 9pm', change('table_tonight', { time: '21:00' })],
      ['move tonights table to half past 8', change('table_tonight', { time: '20:30' })],
      [
        'My flight lands earlier, please get the driver at OR Tambo for 8:15 instead',
        change('driver_tomorrow', { time: '08:15' }),
      ],
      ['Move the yacht charter to 4pm', change('yacht', { time: '16:00' })],
      ['Can the chef come on Sunday instead of Saturday?', change('chef', { date: 'sun' })],
      ['Move my chef to the Saturday after', change('chef', { date: 'sat+7' })],
      [
        'Please move the driver from tomorrow to the day after tomorrow',
        change('driver_tomorrow', { date: '+2' }),
      ],
      ['Can the villa booking start on the 20th rather', change('villa', { date: 'dom:20' })],
      [
        'change my table from tonight to tomorrow, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      ['Move the chef to Sunday at 1pm', change('chef', { date: 'sun', time: '13:00' })],
      [
        'The chef should come to Bishopscourt instead of Constantia',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Please collect me at Lanseria tomorrow instead of OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria|Johannesburg' }),
      ],
      [
        'Could the villa be in Clifton instead of Camps Bay?',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      [
        'Change the yacht pick up point to Hout Bay',
        change('yacht', { place: 'Hout Bay|Cape Town' }),
      ],
      ["We're now 10 for the chef", change('chef', { partySize: 10 })],
      ['Make the chef dinner for 12 people please', change('chef', { partySize: 12 })],
      ['Add 2 more people to my table tonight', change('table_tonight', { partySize: 4 })],
      ['Table tonight should be for 3 not 2', change('table_tonight', { partySize: 3 })],
      ['only 6 of us coming on the yacht now', change('yacht', { partySize: 6 })],
      ['villa for 8 guests instead of 6 pls', change('villa', { partySize: 8 })],
      [
        'Please let the chef know my daughter is allergic to nuts',
        change('chef', { notes: 'nuts' }),
      ],
      [
        'Tell my driver tomorrow that I land on flight SA344',
        change('driver_tomorrow', { notes: 'SA344' }),
      ],
      [
        'Add a note to the villa request: we need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      [
        'For the table tonight, please ask for a window seat',
        change('table_tonight', { notes: 'window' }),
      ],
      [
        'change my driver to 11am',
        change(either('driver_tomorrow', 'driver_friday'), { time: '11:00' }),
      ],
      ['Can you change my last request to 7pm', change('table_tonight', { time: '19:00' })],
      // Status.
      ['Any update on my chef?', status('chef')],
      ["What's the status of my private chef request", status('chef')],
      ['Has the villa been confirmed yet?', status('villa')],
      ['Is my table tonight confirmed?', status('table_tonight')],
      ['is the driver for tomorrow sorted?', status('driver_tomorrow')],
      ['Whats happening with my driver', status(either('driver_tomorrow', 'driver_friday'))],
      ['Is the yacht still on for Sunday?', status('yacht')],
      ['Why was my security request declined?', status('security')],
      ['What happened to my event planning request?', status('event')],
      ['Any news on the Camps Bay villa?', status('villa')],
      ['Status of my last request?', status('table_tonight')],
      ['Is Cape Executive Chauffeurs confirmed for next Friday?', status('driver_friday')],
      ['did anyone accept my chef booking yet', status('chef')],
      ['Howzit, is my OR Tambo pick up confirmed?', status('driver_tomorrow')],
    ],
  ),
};
