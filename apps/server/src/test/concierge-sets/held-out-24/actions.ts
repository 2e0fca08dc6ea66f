import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Twenty-fourth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant ("the Test Kitchen booking"), the suburb
 * (Woodstock, Constantia, Camps Bay), the airport, the provider (Atlantic Blue, Cape Executive,
 * Shield Protection), the hour ("the 9am chauffeur", "the 6pm car", "our 8pm"), the day, the party
 * ("the eight-person dinner", "the ten of us on the boat"), the occasion (the gala, the 50th, an
 * anniversary), what it is ("the boat trip", "the catamaran", "the beach house", "the bodyguards",
 * "the airport pickup", "the transfer", "the ride") or only by what happened (a flight moved, flu,
 * a client who cancelled, a storm forecast, a wedding that clashes); as an order, a plea, a
 * question, a grumble, the new fact ("we are now 4", "we're down to six"), arithmetic on the party
 * ("two more", "minus a couple", "2 extra guests") or the day ("a day later, same time", "out a
 * week"), a place instead of another (Lanseria, Bishopscourt, Llandudno, Simon's Town), or a note
 * for the provider (halaal, nut allergy, wheelchair, booster seat, champagne, vegetarian, gluten
 * for a coeliac, a fenced pool, golf bags); one request picked out of two ("keep the driver next
 * week but get rid of the one tomorrow"); and, where a careful concierge would have to ask (my
 * driver, the chauffeur, the car, the ride, the airport transfer, the dinner, the anniversary
 * dinner, the weekend booking, the confirmed one, everything still pending), ambiguous.
 */
export const HELD_OUT_24_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Please scrap the Test Kitchen booking tonight, my flight got moved',
        cancel('table_tonight'),
      ],
      ["We won't make dinner in Woodstock this evening. Cancel pls", cancel('table_tonight')],
      ['tonights table - can we do 9:15 rather?', change('table_tonight', { time: '21:15' })],
      [
        'Could the restaurant reservation for tonight be brought forward to 7pm?',
        change('table_tonight', { time: '19:00' }),
      ],
      ['We are now 4 for the Test Kitchen tonight', change('table_tonight', { partySize: 4 })],
      [
        'two more joining us at the Woodstock dinner, so make the table bigger',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Move tonight’s table to tomorrow, same time please',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Please tell the Test Kitchen my partner is halaal',
        change('table_tonight', { notes: 'halaal' }),
      ],
      ['has the restaurant actually confirmed our 8pm yet?', status('table_tonight')],
      ['Any news on tonight’s reservation for two?', status('table_tonight')],

      // Tomorrow's driver from OR Tambo, 09:00.
      [
        'Cancel the car collecting me at OR Tambo tomorrow, my colleague is fetching me',
        cancel('driver_tomorrow'),
      ],
      ['kill tomorrows airport pickup thx', cancel('driver_tomorrow')],
      [
        'My flight lands earlier, can the 9am chauffeur be there at 7:45?',
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        'Tomorrow’s pickup: make it 10:30 instead of 9',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'Change of plan, I fly into Lanseria tomorrow not OR Tambo. Please update the driver',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Shift tomorrow’s driver a day later, same time', change('driver_tomorrow', { date: '+2' })],
      [
        'For the OR Tambo collection tomorrow I have a wheelchair with me, please let the driver know',
        change('driver_tomorrow', { notes: 'wheelchair' }),
      ],
      [
        'Tomorrow I have my toddler with, can the chauffeur bring a booster seat',
        change('driver_tomorrow', { notes: 'booster' }),
      ],
      ['Is my pickup at the airport tomorrow sorted?', status('driver_tomorrow')],
      ['Who is driving me from OR Tambo in the morning, any update?', status('driver_tomorrow')],
      ['Keep the driver next week but get rid of the one tomorrow', cancel('driver_tomorrow')],

      // The chef for eight in Constantia, Saturday 19:00.
      ['Please cancel the private chef for Saturday, half the guests have flu', cancel('chef')],
      ['The Constantia dinner party is off. Cancel the chef', cancel('chef')],
      ['Can the chef on Saturday start at 6:30pm instead?', change('chef', { time: '18:30' })],
      ['Saturday’s chef: push to 8pm', change('chef', { time: '20:00' })],
      ['We are down to six for the chef on Saturday', change('chef', { partySize: 6 })],
      [
        'Two more couples are coming to the Saturday dinner party, so chef for 12 now',
        change('chef', { partySize: 12 }),
      ],
      ['Minus a couple for the eight-person dinner, sorry', change('chef', { partySize: 6 })],
      [
        'Move the chef to Sunday, same time. Saturday clashes with a wedding',
        change('chef', { date: 'sun' }),
      ],
      [
        'One of the guests at the Constantia dinner has a nut allergy, please tell the chef',
        change('chef', { notes: 'nut' }),
      ],
      [
        'Ask the chef to make Saturday all vegetarian please',
        change('chef', { notes: 'vegetarian' }),
      ],
      [
        'We are doing the dinner party at my sister’s place in Bishopscourt instead of ours',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['Has anyone accepted the chef job for Saturday?', status('chef')],
      ['whats happening with my chef booking', status('chef')],

      // The villa in Camps Bay for six, in three weeks.
      ['Please drop the Camps Bay villa, the trip is cancelled', cancel('villa')],
      ['we no longer need the beach house in camps bay. cancel it', cancel('villa')],
      ['The villa needs to sleep 8 now, not 6', change('villa', { partySize: 8 })],
      [
        'Could we look at Llandudno rather than Camps Bay for the villa?',
        change('villa', { place: 'Llandudno|Cape Town' }),
      ],
      ['Push the villa booking out a week please', change('villa', { date: '+28' })],
      [
        'For the Camps Bay house, we need a fenced pool, the kids are small',
        change('villa', { notes: 'pool' }),
      ],
      ['Any luck finding the villa yet?', status('villa')],
      ['Status of the Camps Bay accommodation?', status('villa')],

      // The confirmed yacht from the V&A Waterfront, Sunday 15:00.
      [
        'Storm forecast for Sunday, please cancel the boat trip from the Waterfront',
        cancel('yacht'),
      ],
      ['Call off the Atlantic Blue charter this Sunday', cancel('yacht')],
      ['Can we board the yacht at 4 instead of 3 on Sunday?', change('yacht', { time: '16:00' })],
      ['The ten of us on the boat are now twelve', change('yacht', { partySize: 12 })],
      [
        'Could the Sunday charter leave from Simon’s Town instead of the V&A?',
        change('yacht', { place: "Simon's Town|Cape Town" }),
      ],
      [
        'Please ask the skipper to have champagne on board on Sunday, it’s an anniversary',
        change('yacht', { notes: 'champagne' }),
      ],
      ['What did Atlantic Blue say about Sunday?', status('yacht')],
      ['Is the catamaran on Sunday definitely confirmed?', status('yacht')],

      // The confirmed driver in Cape Town next Friday 18:00.
      ['Please cancel Cape Executive for next week, the client cancelled', cancel('driver_friday')],
      ['I no longer need the 6pm car in Cape Town next Friday', cancel('driver_friday')],
      [
        'Can the Cape Town driver next Friday come at 7:30pm instead?',
        change('driver_friday', { time: '19:30' }),
      ],
      [
        'For next week’s Cape Town car, I’ll have three golf bags',
        change('driver_friday', { notes: 'golf' }),
      ],
      ['What did Cape Executive Chauffeurs reply?', status('driver_friday')],
      ['Is the Cape Town transfer next week locked in?', status('driver_friday')],

      // The declined security and the cancelled event.
      ['Why did Shield Protection turn down the gala?', status('security')],
      ['what happened with the bodyguards for the Sandton gala', status('security')],
      ['Whatever happened to the planning for my wife’s 50th?', status('event')],
      ['Did the Franschhoek birthday lunch get cancelled?', status('event')],

      // Where a careful concierge would have to ask.
      ['Driver’s not needed any more, cancel please', cancel(DRIVERS)],
      ['my chauffeur must rather come at 10:15', change(DRIVERS, { time: '10:15' })],
      ['Is the car confirmed?', status(DRIVERS)],
      ['Please cancel the dinner, I’m sick', cancel(DINNERS)],
      [
        'Can you make the dinner booking for 10 people instead?',
        change(DINNERS, { partySize: 10 }),
      ],
      ['Scrap the weekend booking', cancel(WEEKEND)],
      ['What’s the status of the weekend thing?', status(WEEKEND)],
      ['Cancel the booking that’s already been confirmed', cancel(CONFIRMED)],
      ['Any update from the confirmed provider?', status(CONFIRMED)],
      ['Please call off my airport transfer', cancel(DRIVERS)],
      ['Cancel everything still pending', cancel(PENDING)],
      ['Where are we with the pending requests?', status(PENDING)],
      ['Please drop the ride', cancel(DRIVERS)],
      ['Move the driver to 11am', change(DRIVERS, { time: '11:00' })],
      ['Hold on, is the ride sorted or not?', status(DRIVERS)],
      ['Our anniversary dinner is off, please cancel', cancel(DINNERS)],
      [
        'Table tonight: my mother-in-law is coeliac, please warn them about gluten',
        change('table_tonight', { notes: 'gluten' }),
      ],
      [
        'Would the boat people let us bring 2 extra guests on Sunday? So 12',
        change('yacht', { partySize: 12 }),
      ],
      [
        'The Camps Bay villa: we’ll only be four of us in the end',
        change('villa', { partySize: 4 }),
      ],
      ['Please put the chef back an hour on Saturday, 8pm', change('chef', { time: '20:00' })],
    ],
  ),
};
