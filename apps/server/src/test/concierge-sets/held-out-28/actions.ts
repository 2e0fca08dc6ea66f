import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const FELL_THROUGH = either('security', 'event');
const LANSERIA = 'Lanseria International Airport|Johannesburg';

/**
 * Twenty-eighth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by what the member remembers of them: the restaurant or "the
 * Woodstock reservation", "the 8 o'clock", "the OR Tambo arrival", "the 9am car from the airport",
 * "the cook for Saturday", "the dinner party at home", "the beach house", "the holiday rental",
 * "the Atlantic Blue trip", "the catamaran", "Sunday's yacht", "the Cape Executive driver", "the
 * chauffeur next Friday", "the gala bodyguards", "my wife's wine farm party"; with a reason first
 * or after (a daughter at the hospital, a babysitter who let them down, a delayed flight, a school
 * play, an online meeting, a tummy bug, a burst geyser, a work transfer, a gale warning, a family
 * funeral in Mthatha, a rugby final, a conference called off, a colleague's lift, a change of
 * airline), the new fact ("my in-laws surprised us", "the Naidoos pulled out", "two cousins arrived
 * from Windhoek"), a place instead of another (Lanseria, Llandudno, Tokai, Clifton, Bantry Bay,
 * Scarborough), a day and an hour together, a day of the month, or a note for the provider
 * (shellfish, a walking frame, a corner table, a step-free entrance, a pram, golf bags, a guide
 * dog, a nut allergy, pescatarians, halaal meat, vegan guests, no pork, lactose, a parking bay, a
 * pool fence, a late check-in, life jackets, a birthday cake, a surfboard, an interpreter,
 * crutches, stairs, a personal assistant); and, where a careful concierge would have to ask (the
 * chauffeur booking, the driver, the car that fetches me, my lift, the dinner booking, this
 * weekend's booking, the booking already locked in, the request that fell through, the one that
 * never came off), ambiguous.
 */
export const HELD_OUT_28_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'My daughter just phoned from the hospital, please cancel the Test Kitchen for tonight',
        cancel('table_tonight'),
      ],
      [
        "Scrap tonight's Woodstock reservation please, the babysitter let us down",
        cancel('table_tonight'),
      ],
      [
        "Our flight out of George Airport is delayed, we won't make the 8 o'clock. Please cancel it",
        cancel('table_tonight'),
      ],
      [
        "Can tonight's table at the Test Kitchen go to 8:45? The traffic out of Stellenbosch is terrible",
        change('table_tonight', { time: '20:45' }),
      ],
      [
        'Please shift the Woodstock reservation to half past nine',
        change('table_tonight', { time: '21:30' }),
      ],
      [
        'Could the Test Kitchen take us at 7pm instead? My husband has an early start',
        change('table_tonight', { time: '19:00' }),
      ],
      [
        "We're four now for the Test Kitchen tonight, my in-laws surprised us",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Make our Test Kitchen table for 5 please, friends from Tulbagh are in town',
        change('table_tonight', { partySize: 5 }),
      ],
      [
        "Change tonight's dinner at the Test Kitchen to tomorrow, same time",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Please warn the Test Kitchen that my wife reacts badly to shellfish',
        change('table_tonight', { notes: 'shellfish' }),
      ],
      [
        'Add to the Woodstock booking that my dad uses a walking frame, so nothing up stairs',
        change('table_tonight', { notes: 'walking frame' }),
      ],
      [
        "Could you ask the Test Kitchen for a corner table tonight? I'm planning to propose",
        change('table_tonight', { notes: 'corner' }),
      ],
      ['Has the Test Kitchen accepted our 8pm yet?', status('table_tonight')],
      [
        "Any word from the restaurant in Woodstock about this evening's reservation?",
        status('table_tonight'),
      ],
      [
        "Let's move the Test Kitchen to Saturday, same time, if they have a table",
        change('table_tonight', { date: 'sat' }),
      ],
      [
        'Make the Test Kitchen tomorrow at 7:30pm instead, our plans fell apart',
        change('table_tonight', { date: 'tomorrow', time: '19:30' }),
      ],
      [
        'Our son has a school play tonight, please cancel the Test Kitchen',
        cancel('table_tonight'),
      ],
      [
        "Tonight's Test Kitchen booking, make it 19h45 please",
        change('table_tonight', { time: '19:45' }),
      ],
      [
        "Please ask the Test Kitchen about a step-free entrance, my mom can't manage steps",
        change('table_tonight', { notes: 'step-free' }),
      ],
      [
        'We need a spot for the pram at the Test Kitchen tonight, please let them know',
        change('table_tonight', { notes: 'pram' }),
      ],

      // Tomorrow's driver from OR Tambo to Sandton, 09:00.
      [
        "Please cancel tomorrow's OR Tambo pickup, a colleague from Midrand is fetching me",
        cancel('driver_tomorrow'),
      ],
      [
        "My meeting got moved online so I won't need the 9am car from the airport tomorrow",
        cancel('driver_tomorrow'),
      ],
      [
        "Cancel the driver tomorrow morning, I've postponed the whole Joburg trip",
        cancel('driver_tomorrow'),
      ],
      [
        "The flight lands earlier than planned, please make tomorrow's driver 7:30 instead of 9",
        change('driver_tomorrow', { time: '07:30' }),
      ],
      [
        "Tomorrow's OR Tambo driver: can he come at 10:15 rather? Baggage always takes ages",
        change('driver_tomorrow', { time: '10:15' }),
      ],
      [
        "I'm only flying up the day after tomorrow now. Shift the OR Tambo car by a day, same time",
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        'Please have the driver meet me at Lanseria instead of OR Tambo tomorrow, we changed airlines',
        change('driver_tomorrow', { place: LANSERIA }),
      ],
      [
        "For tomorrow's pickup, tell the driver I'll have two golf bags with me",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        "Let tomorrow's chauffeur know I travel with a guide dog",
        change('driver_tomorrow', { notes: 'guide dog' }),
      ],
      [
        'Please move the OR Tambo collection to Saturday at 8am, my trip got pushed',
        change('driver_tomorrow', { date: 'sat', time: '08:00' }),
      ],
      [
        'Has anyone confirmed my driver for the OR Tambo arrival tomorrow?',
        status('driver_tomorrow'),
      ],
      [
        'Who is collecting me at the airport tomorrow morning? Is that still pending?',
        status('driver_tomorrow'),
      ],
      [
        'My flight tomorrow moved to next week Tuesday, so please move the OR Tambo driver there too, same time',
        change('driver_tomorrow', { date: 'next:tue' }),
      ],

      // The private chef for 8 in Constantia, Saturday 19:00.
      [
        'Please cancel the private chef for Saturday, half our guests have a tummy bug',
        cancel('chef'),
      ],
      [
        "We've decided to take everyone out instead, so call off the Constantia chef",
        cancel('chef'),
      ],
      [
        'The dinner party at home on Saturday is now 10 people, please update the chef',
        change('chef', { partySize: 10 }),
      ],
      [
        'The Naidoos pulled out, so the chef only needs to cook for six',
        change('chef', { partySize: 6 }),
      ],
      [
        'Can the chef start at 6:30pm on Saturday instead? Our guests are bringing small kids',
        change('chef', { time: '18:30' }),
      ],
      [
        'Move the private chef to Sunday, same time, the rugby final is on Saturday',
        change('chef', { date: 'sun' }),
      ],
      [
        "The dinner party has moved to my sister's place in Llandudno, please update the chef",
        change('chef', { place: 'Llandudno|Cape Town' }),
      ],
      [
        'One of the Saturday guests has a severe nut allergy, please tell the chef',
        change('chef', { notes: 'nut' }),
      ],
      [
        'Two guests on Saturday are pescatarian, tell the chef please',
        change('chef', { notes: 'pescatarian' }),
      ],
      ['The chef on Saturday must use halaal meat only', change('chef', { notes: 'halaal' })],
      ['Let the chef know three of the guests are vegan', change('chef', { notes: 'vegan' })],
      [
        'Please tell the cook for Saturday no pork at all, we have Muslim friends coming',
        change('chef', { notes: 'pork' }),
      ],
      ['Any news on the private chef for Saturday? Has someone accepted?', status('chef')],
      ['Is the chef for our Constantia dinner party sorted out?', status('chef')],
      [
        'Could the chef come on Friday instead, same time? Saturday clashes with a wedding',
        change('chef', { date: 'fri' }),
      ],
      [
        "Make the chef 7:45pm on Saturday, we'll do drinks on the stoep first",
        change('chef', { time: '19:45' }),
      ],
      [
        'Can the chef do Sunday at 1pm instead, as a long lunch?',
        change('chef', { date: 'sun', time: '13:00' }),
      ],
      [
        'Our geyser burst, so the chef dinner moves to our cottage in Tokai, same day and time',
        change('chef', { place: 'Tokai|Cape Town' }),
      ],
      [
        "We're nine now and would like the chef to start at 8pm",
        change('chef', { partySize: 9, time: '20:00' }),
      ],
      [
        "Please tell Saturday's chef my father-in-law is lactose intolerant",
        change('chef', { notes: 'lactose' }),
      ],

      // The villa in Camps Bay for 6 in three weeks.
      [
        "We have to cancel the Camps Bay villa, my husband's work transfer came through",
        cancel('villa'),
      ],
      [
        "Please drop the holiday house in Camps Bay, we're going to Mauritius instead",
        cancel('villa'),
      ],
      ['Can the villa booking start on the 26th?', change('villa', { date: 'dom:26' })],
      [
        'The Camps Bay villa needs to sleep 8 now, my parents are joining us',
        change('villa', { partySize: 8 }),
      ],
      [
        'Only four of us for the beach house now, my brother and his wife cancelled',
        change('villa', { partySize: 4 }),
      ],
      [
        'Could you look for the villa in Clifton instead of Camps Bay? Same dates',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      [
        'For the villa, please ask for a pool fence, we have a toddler now',
        change('villa', { notes: 'pool fence' }),
      ],
      ['Has the holiday rental in Camps Bay been confirmed?', status('villa')],
      [
        'The villa must have parking for two cars, please add that',
        change('villa', { notes: 'parking' }),
      ],
      [
        "Let's try Scarborough for the villa instead of Camps Bay, the kids want a wilder beach",
        change('villa', { place: 'Scarborough|Cape Town' }),
      ],
      [
        'Please have the villa start on the 24th, the school holidays shifted',
        change('villa', { date: 'dom:24' }),
      ],
      [
        "We'd rather be in Bantry Bay for the villa, it's quieter there",
        change('villa', { place: 'Bantry Bay|Cape Town' }),
      ],
      [
        'Seven guests for the Camps Bay house and starting on the 23rd, please update',
        change('villa', { date: 'dom:23', partySize: 7 }),
      ],
      [
        'Tell the villa people we land late, so we need a late check-in',
        change('villa', { notes: 'late check-in' }),
      ],

      // The yacht from the V&A Waterfront, Sunday 15:00, for 10 (confirmed).
      ["Please cancel Sunday's yacht, there's a gale warning out", cancel('yacht')],
      ["We won't need the Atlantic Blue boat after all, please cancel", cancel('yacht')],
      [
        'There is a family funeral in Mthatha this weekend, please cancel the Atlantic Blue charter',
        cancel('yacht'),
      ],
      ['Can the Sunday charter leave the V&A at 4pm instead?', change('yacht', { time: '16:00' })],
      [
        "We're 12 on the boat on Sunday, two cousins arrived from Windhoek",
        change('yacht', { partySize: 12 }),
      ],
      [
        'Ask Atlantic Blue for life jackets for two little ones please',
        change('yacht', { notes: 'life jackets' }),
      ],
      ["Is Sunday's yacht still going ahead? The wind is picking up", status('yacht')],
      ['What time must we be at the jetty for the Atlantic Blue trip?', status('yacht')],
      [
        'Could the catamaran go on Saturday instead, same time? My brother flies out on Sunday',
        change('yacht', { date: 'sat' }),
      ],
      [
        'Please let the skipper know there will be a birthday cake on board',
        change('yacht', { notes: 'cake' }),
      ],

      // The Cape Town driver next Friday 18:00 (confirmed).
      [
        "Cancel the Cape Executive driver for next Friday, I'm staying on in Joburg",
        cancel('driver_friday'),
      ],
      [
        "Next Friday's Cape Town driver should come at 7:30pm, my flight was moved",
        change('driver_friday', { time: '19:30' }),
      ],
      [
        'Please tell Cape Executive Chauffeurs I have a surfboard bag with me',
        change('driver_friday', { notes: 'surfboard' }),
      ],
      ['Is my Cape Town driver for next week Friday all set?', status('driver_friday')],
      [
        "Please cancel next week Friday's car in Cape Town, the conference at the CTICC was called off",
        cancel('driver_friday'),
      ],
      [
        "For next Friday's driver, I'll have a Mandarin interpreter with me, please note it",
        change('driver_friday', { notes: 'interpreter' }),
      ],
      [
        "The chauffeur next Friday: I'm on crutches after a knee op, please tell them",
        change('driver_friday', { notes: 'crutches' }),
      ],

      // The declined security request and the cancelled event.
      ['Why did the Sandton close protection request get turned down?', status('security')],
      ['Shield Protection said no, did they give any reason?', status('security')],
      ['What did Shield Protection actually say about the gala bodyguards?', status('security')],
      ['What happened with the planning for the Franschhoek birthday lunch?', status('event')],
      [
        "Was my wife's wine farm party properly cancelled? I don't want a bill from anyone",
        status('event'),
      ],

      // Ambiguous: a careful concierge would have to ask which one.
      ['Please cancel the chauffeur booking, plans have changed', cancel(DRIVERS)],
      ["Cancel the driver, I'm hiring a Range Rover and driving myself", cancel(DRIVERS)],
      ['Any update on the car that is meant to fetch me?', status(DRIVERS)],
      ['I need to change my lift to 11am', change(DRIVERS, { time: '11:00' })],
      ['Please call off the dinner booking, I feel rotten', cancel(DINNERS)],
      [
        'Can the dinner be for 9 people instead? My cousins are coming',
        change(DINNERS, { partySize: 9 }),
      ],
      ['Is the dinner booking confirmed? I want to tell my guests', status(DINNERS)],
      ["Cancel this weekend's booking, we're going to my mother in Paarl", cancel(WEEKEND)],
      ["What's happening with the weekend plans I booked?", status(WEEKEND)],
      [
        "Add to this weekend's booking that my mother-in-law can't manage stairs",
        change(WEEKEND, { notes: 'stairs' }),
      ],
      ['Please cancel the booking that has already been locked in', cancel(CONFIRMED)],
      [
        'Add a note to my confirmed booking that my personal assistant will be with me',
        change(CONFIRMED, { notes: 'assistant' }),
      ],
      ['Why did my request fall through, what went wrong?', status(FELL_THROUGH)],
      ['Tell me about the request that never came off', status(FELL_THROUGH)],
    ],
  ),
};
