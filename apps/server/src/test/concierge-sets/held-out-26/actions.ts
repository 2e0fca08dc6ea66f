import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Twenty-sixth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant ("the Test Kitchen"), the suburb (Woodstock,
 * Constantia, Camps Bay), the airport, the provider (Atlantic Blue, Cape Executive), the hour ("the
 * 8pm booking", "the 6pm car"), the day, the party ("the outing for ten people"), the occasion (the
 * gala, the 50th) or what it is ("the holiday villa", "the Sandton transfer", "the dinner party at
 * home"); as an order, a request, a question, with the reason first (a sick child, a moved flight,
 * bad wind, a house swap), the new fact ("we'll be four, not two"), a place instead of another
 * (Lanseria, Llandudno, Gordon's Bay, the V&A), a day of the month, "same time", or a note for the
 * provider (pescatarian, a surfboard, vegetarians, a pool fence, a cake, a cane, peanuts); and,
 * where a careful concierge would have to ask (the chauffeur, my car, the airport run, our dinner
 * booking, this weekend's booking, the confirmed one), ambiguous.
 */
export const HELD_OUT_26_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Please cancel the Test Kitchen booking, our babysitter has let us down',
        cancel('table_tonight'),
      ],
      ["Cancel tonight's table and leave everything else as it is", cancel('table_tonight')],
      ["Scrap tonight's reservation in Woodstock, we're staying in", cancel('table_tonight')],
      [
        "Sorry to do this so late but we won't make the Test Kitchen tonight, kindly cancel",
        cancel('table_tonight'),
      ],
      [
        'Could we do 9pm instead of 8 at the Test Kitchen tonight?',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        "Tonight's table in Woodstock: we'll be four, not two. My in-laws surprised us",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Please tell the Woodstock restaurant that my partner is pescatarian',
        change('table_tonight', { notes: 'pescatarian' }),
      ],
      ['Is our 8 o clock table at the Test Kitchen locked in yet?', status('table_tonight')],
      [
        "Move tonight's Woodstock table to tomorrow, same time",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Traffic is a nightmare, can the 8pm booking slide to 8:30?',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        "Swap tonight's Test Kitchen reservation to 7pm please, we want an early one",
        change('table_tonight', { time: '19:00' }),
      ],
      [
        'My sister wants to join us tonight at the Test Kitchen, so make it three',
        change('table_tonight', { partySize: 3 }),
      ],

      // The driver tomorrow at 09:00 from OR Tambo to Sandton.
      [
        "Cancel tomorrow morning's airport pickup, I'm not flying any more",
        cancel('driver_tomorrow'),
      ],
      ['I no longer need the driver at OR Tambo tomorrow, thanks', cancel('driver_tomorrow')],
      ['Please cancel the Sandton transfer from the airport tomorrow', cancel('driver_tomorrow')],
      [
        "Please make tomorrow's OR Tambo collection 10:30 instead of 9",
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'My flight lands earlier than planned, can the driver be at OR Tambo at 7:45 tomorrow?',
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        "Tomorrow's driver from OR Tambo: I'm travelling with a surfboard bag, please warn him",
        change('driver_tomorrow', { notes: 'surfboard' }),
      ],
      [
        "Change of plan for tomorrow's airport car: I'm flying into Lanseria now, not OR Tambo",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ["Is tomorrow's OR Tambo driver sorted or not?", status('driver_tomorrow')],
      ['Did anyone accept the airport job for tomorrow morning?', status('driver_tomorrow')],
      [
        'The pickup at OR Tambo tomorrow, can we move it to the day after, same time?',
        change('driver_tomorrow', { date: '+2' }),
      ],

      // The private chef, party of 8, Constantia, Saturday 19:00.
      ["Cancel the chef on Saturday, we've decided to go away", cancel('chef')],
      ['Please call off the Constantia dinner party, my husband is ill', cancel('chef')],
      ["Saturday's chef: can they start at 6:30 instead?", change('chef', { time: '18:30' })],
      ["We'll be ten for the dinner party at home, not eight", change('chef', { partySize: 10 })],
      [
        'Let the chef know that two of our guests are vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      [
        'Can the Constantia chef come on Sunday instead? Same time',
        change('chef', { date: 'sun' }),
      ],
      ['Any news on the private chef for Saturday?', status('chef')],
      ['Drop the headcount for the chef to six please', change('chef', { partySize: 6 })],
      [
        "We've swapped houses with my sister for the weekend, so Saturday's chef must come to Llandudno now",
        change('chef', { place: 'Llandudno|Cape Town' }),
      ],
      [
        'Could the chef make it 19h30 on Saturday rather than 19h00?',
        change('chef', { time: '19:30' }),
      ],
      ["My booking for Saturday, we're now twelve", change('chef', { partySize: 12 })],
      ['The chef for eight people, has a provider taken it yet?', status('chef')],
      ['Bump the dinner party at home to 8pm', change('chef', { time: '20:00' })],

      // The villa in Camps Bay for 6 guests in three weeks.
      ['Cancel the Camps Bay villa, the trip is off', cancel('villa')],
      ['Scratch the Camps Bay accommodation please', cancel('villa')],
      ['Has the villa in Camps Bay been confirmed yet, do you know?', status('villa')],
      ['Where are we with the holiday villa?', status('villa')],
      ['Any word from the owners of the Camps Bay place?', status('villa')],
      [
        'My brother and his wife are joining us, so the villa needs to sleep eight',
        change('villa', { partySize: 8 }),
      ],
      [
        'Could the villa be for 5 guests instead of 6? My son can no longer come',
        change('villa', { partySize: 5 }),
      ],
      ["Please change the villa's start date to the 26th", change('villa', { date: 'dom:26' })],
      [
        'For the Camps Bay house please ask for a pool fence, we have toddlers',
        change('villa', { notes: 'fence' }),
      ],

      // The yacht charter from the V&A Waterfront, Sunday 15:00, 10 guests (confirmed).
      ["Cancel Sunday's yacht, the wind forecast is terrible", cancel('yacht')],
      ['Please cancel the Atlantic Blue charter for Sunday, sadly', cancel('yacht')],
      ['Cancel the outing for ten people', cancel('yacht')],
      ['Can the boat go out at 4 instead of 3 on Sunday?', change('yacht', { time: '16:00' })],
      [
        "Two guests dropped out, so it's 8 on the boat on Sunday",
        change('yacht', { partySize: 8 }),
      ],
      ['Is the Sunday charter still on, given the weather?', status('yacht')],
      [
        "Please ask the skipper for a cake on board, it's my son's birthday",
        change('yacht', { notes: 'cake' }),
      ],
      ['Move the charter to Saturday, same time', change('yacht', { date: 'sat' })],
      [
        "Could Sunday's charter leave from Gordon's Bay rather than the V&A?",
        change('yacht', { place: "Gordon's Bay|Cape Town" }),
      ],
      ['Is the thing on Sunday afternoon still happening or what?', status('yacht')],

      // The driver in Cape Town next Friday 18:00 (confirmed).
      ["Cancel the Cape Town driver next Friday, I'm flying home earlier", cancel('driver_friday')],
      [
        'Please cancel the Cape Executive Chauffeurs booking, a colleague will fetch me',
        cancel('driver_friday'),
      ],
      [
        "Next Friday's car in Cape Town: 7pm rather than 6",
        change('driver_friday', { time: '19:00' }),
      ],
      ['Is the 6pm car next Friday confirmed?', status('driver_friday')],
      [
        'The Cape Executive pickup next week, can it be at the V&A instead of the airport?',
        change('driver_friday', { place: 'V&A Waterfront|Cape Town' }),
      ],
      [
        "Let next week's Cape Town chauffeur know my father walks with a cane",
        change('driver_friday', { notes: 'cane' }),
      ],

      // The declined security and the cancelled 50th.
      ['What happened with the bodyguards for the gala in Sandton?', status('security')],
      ['Did the Sandton gala security ever get sorted?', status('security')],
      ["Whatever happened to the planning of my wife's 50th in Franschhoek?", status('event')],

      // A careful concierge would have to ask which one.
      ['Please cancel the chauffeur booking, my board meeting moved online', cancel(DRIVERS)],
      ['Has my car booking been confirmed by anyone yet?', status(DRIVERS)],
      ['Could my chauffeur come at 10am instead?', change(DRIVERS, { time: '10:00' })],
      ['Kill the airport run please', cancel(DRIVERS)],
      ['Any news on my driver booking? Nobody has called me', status(DRIVERS)],
      ['Please cancel the booking at the airport', cancel(DRIVERS)],
      [
        'Could my chauffeur booking move to the 22nd? Same time',
        change(DRIVERS, { date: 'dom:22' }),
      ],
      ['I want to cancel our dinner booking, something came up at work', cancel(DINNERS)],
      ['Can dinner be at 7:30 instead? We have an early start', change(DINNERS, { time: '19:30' })],
      [
        'Add a note to my dinner booking that my husband is allergic to peanuts',
        change(DINNERS, { notes: 'peanut' }),
      ],
      ['Please change the dinner to the 27th, same time', change(DINNERS, { date: 'dom:27' })],
      ["Something's come up, please cancel my booking for this weekend", cancel(WEEKEND)],
      ['The one that got confirmed, is it still going ahead?', status(CONFIRMED)],
      ['Can the confirmed one move to 5pm?', change(CONFIRMED, { time: '17:00' })],
    ],
  ),
};
