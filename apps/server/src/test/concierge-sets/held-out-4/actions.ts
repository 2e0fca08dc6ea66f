import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

/**
 * Fourth held-out set: acting on the member's own requests (member-requests.ts): cancel, change
 * (time, date, place, party size, notes) and status, the request named by its type, provider,
 * day, place or "my last request"; nine messages a human would have to ask about (two drivers,
 * two dinners, a weekend of two bookings).
 */
export const HELD_OUT_4_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancel, found by type, day, place, provider or "last".
      ["pls cancel the chef for saturday, the party's off", cancel('chef')],
      ["Cancel tonight's dinner reservation, something came up at work", cancel('table_tonight')],
      ['can u cancel my airport pickup tmrw', cancel('driver_tomorrow')],
      [
        "Plans changed, we won't be needing the villa in Camps Bay after all - please cancel",
        cancel('villa'),
      ],
      ['Cancel the boat on Sunday, the forecast is shocking', cancel('yacht')],
      ['Kill my last request please, sent it by mistake', cancel('table_tonight')],
      ['Please cancel my booking with Cape Executive Chauffeurs', cancel('driver_friday')],
      ['I need to cancel the Atlantic Blue charter', cancel('yacht')],
      ['cancel the Constantia dinner party booking', cancel('chef')],
      ["Scrap the Test Kitchen table, we're staying in tonight", cancel('table_tonight')],
      ['Please cancel the close protection request', cancel('security')],
      [
        "cancel the driver next friday, we'll get an uber from the airport",
        cancel('driver_friday'),
      ],
      ["Don't need the 9am pickup anymore. Cancel pls", cancel('driver_tomorrow')],
      ['Could you cancel the request I just made?', cancel('table_tonight')],
      ['Call off the yacht charter pls', cancel('yacht')],
      // Change: time.
      ['Can you move my chef on Saturday to 8pm instead of 7', change('chef', { time: '20:00' })],
      ['push tonights table to 8:30 pls', change('table_tonight', { time: '20:30' })],
      [
        "Change the driver tomorrow to 10:15, my flight's delayed",
        change('driver_tomorrow', { time: '10:15' }),
      ],
      [
        "Tonight's reservation at the Test Kitchen, can we switch to 7:45pm?",
        change('table_tonight', { time: '19:45' }),
      ],
      [
        'Could the private chef come at 1pm instead? We are doing a long lunch now',
        change('chef', { time: '13:00' }),
      ],
      ['Actually make the table tonight 9pm', change('table_tonight', { time: '21:00' })],
      [
        'The yacht on Sunday, could we head out at 4pm rather than 3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Driver tmrw: pls make it an 8am pickup', change('driver_tomorrow', { time: '08:00' })],
      [
        'move the Cape Executive Chauffeurs pickup to 7pm, we land later',
        change('driver_friday', { time: '19:00' }),
      ],
      // Change: party size.
      ["we're now 10 for the chef dinner on Sat, not 8", change('chef', { partySize: 10 })],
      [
        'Make tonights reservation for 4 people please, my in-laws are joining us',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'The villa booking in Camps Bay - can we make that 8 guests?',
        change('villa', { partySize: 8 }),
      ],
      ['Change my last request to 6 people', change('table_tonight', { partySize: 6 })],
      ['chef sat - 12 ppl now', change('chef', { partySize: 12 })],
      [
        'My booking at the Test Kitchen needs to be for 3, one of us has pulled out',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'The Sunday charter with Atlantic Blue will be 14 guests now',
        change('yacht', { partySize: 14 }),
      ],
      // Change: date.
      ['Move my private chef to Sunday please', change('chef', { date: 'sun' })],
      ['Pls change the villa so we check in on the 12th', change('villa', { date: 'dom:12' })],
      ['Can the Camps Bay villa start on the 2nd instead?', change('villa', { date: 'dom:2' })],
      [
        'can we shift tonights table to tomorrow, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      // Change: place.
      [
        'Can the pickup tomorrow be from Lanseria rather than OR Tambo?',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "Can the chef booking be moved to Clifton? We're hosting at my sister's place now",
        change('chef', { place: 'Clifton|Cape Town' }),
      ],
      [
        "Saturday's chef needs to come to our place in Bishopscourt instead of Constantia",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      // Change: notes.
      [
        'Add a note to the chef booking: my wife is allergic to shellfish',
        change('chef', { notes: 'shellfish' }),
      ],
      [
        "For the table tonight please let them know it's our anniversary",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'On the Camps Bay villa, pls add that we need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      [
        "Update my driver for tomorrow, I'll have 3 golf bags with me",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        'For the Sunday yacht, can you add that two of the guests get seasick so calm water pls',
        change('yacht', { notes: 'seasick' }),
      ],
      // Status.
      ['Has anyone confirmed my chef for Saturday yet?', status('chef')],
      ['Any update on the villa in Camps Bay?', status('villa')],
      ['Is my driver for tomorrow morning sorted?', status('driver_tomorrow')],
      ["what's happening with my last request", status('table_tonight')],
      ['Did Shield Protection ever get back to me?', status('security')],
      ['Just checking the yacht is still happening on Sunday?', status('yacht')],
      ['status of my franschhoek event pls', status('event')],
      [
        'Have Cape Executive Chauffeurs actually confirmed the Friday pickup?',
        status('driver_friday'),
      ],
      ['Has the Test Kitchen accepted our booking for tonight?', status('table_tonight')],
      ["whats the latest on my wife's 50th planning", status('event')],
      ['Did the bodyguard request for the gala go through?', status('security')],
      ['Where are we with the chef in Constantia?', status('chef')],
      ['Is the Sunday charter confirmed?', status('yacht')],
      // Ambiguous: a human asks which one.
      ['pls cancel the driver booking', cancel(either('driver_tomorrow', 'driver_friday'))],
      [
        'pls change the chauffeur booking to 11am',
        change(either('driver_tomorrow', 'driver_friday'), { time: '11:00' }),
      ],
      ['Please cancel my dinner booking', cancel(either('table_tonight', 'chef'))],
      ['Is my chauffeur confirmed?', status(either('driver_tomorrow', 'driver_friday'))],
      ['Move my dinner to 9pm', change(either('table_tonight', 'chef'), { time: '21:00' })],
      [
        "can u add a note to my driver booking that I'll have 4 suitcases",
        change(either('driver_tomorrow', 'driver_friday'), { notes: 'suitcases' }),
      ],
      ['Make the dinner for 6 please', change(either('table_tonight', 'chef'), { partySize: 6 })],
      ['Cancel my weekend booking', cancel(either('chef', 'yacht'))],
      ['any news on my transport?', status(either('driver_tomorrow', 'driver_friday'))],
    ],
  ),
};
