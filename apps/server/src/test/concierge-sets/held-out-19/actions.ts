import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Nineteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider
 * (Atlantic Blue, Cape Executive, Shield Protection), the weekday, the hour, the party of 8 or of
 * 10, the occasion (the gala, a fiftieth), what it is ("the bodyguard thing", "the house in Camps
 * Bay", "the skipper"), or only by what happened (a migraine, a nanny who cancelled, a father-in-law
 * in hospital, a trip to Mauritius, a wind warning, exams); as a complaint ("it's been two days"),
 * a statement ("I'm going to be alone tonight"), arithmetic on the time ("bring it forward by half
 * an hour", "an hour later") or the party ("four people bailed", "two more guests"), a day moved
 * by a week ("postpone by a week", "a week later than requested"), a correction ("Sorry, I meant
 * 07:30"), or a note for the provider (an anniversary, a coeliac partner, surfboards, a terminal,
 * a flight number, pescatarian and lactose-free guests, a fenced pool, a vegan option, suitcases,
 * a cane, a phone charger); and, where a careful concierge would have to ask (the chauffeur, the
 * airport transfer, the ride, the car, the dinner, the food booking, the weekend plans, the
 * confirmed booking, whatever is still pending), ambiguous.
 */
export const HELD_OUT_19_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Eish, the nanny just cancelled on us so there is no way we can do The Test Kitchen tonight. Please cancel it',
        cancel('table_tonight'),
      ],
      [
        "Could tonight's Woodstock booking move to 21:15? Traffic on the N2 is a nightmare",
        change('table_tonight', { time: '21:15' }),
      ],
      [
        'Tonight at the Test Kitchen we will be four, my sister and her husband are joining us',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        "For tonight's reservation in Woodstock, please let them know it is our tenth anniversary",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'Test Kitchen reservation: bring it forward by half an hour if they can',
        change('table_tonight', { time: '19:30' }),
      ],
      [
        'Has the restaurant come back to you about our 8 o’clock table tonight?',
        status('table_tonight'),
      ],
      [
        'Move the Test Kitchen from tonight to tomorrow, same time, same people',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        "I'm going to be alone tonight, hubby's flight is stuck in Dubai. Make the Test Kitchen a table for one",
        change('table_tonight', { partySize: 1 }),
      ],
      [
        'The Test Kitchen tonight - my partner is coeliac, can you warn the kitchen?',
        change('table_tonight', { notes: 'coeliac' }),
      ],
      ['The booking at 8 tonight, cancel it, we are going to eat at home', cancel('table_tonight')],
      [
        'tonight at test kitchen, change to 7pm if they can squeeze us in earlier',
        change('table_tonight', { time: '19:00' }),
      ],
      [
        "Tonight's table in Woodstock: could they give us a quiet corner? We need to talk business",
        change('table_tonight', { notes: 'corner' }),
      ],

      // Tomorrow's driver from OR Tambo, 09:00, pending.
      [
        "Tomorrow's OR Tambo collection is off, my brother is fetching me",
        cancel('driver_tomorrow'),
      ],
      [
        'My BA flight now lands at 7:10 so please make tomorrow’s pickup 07:45 instead of 9',
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        'Switch tomorrow’s pickup from OR Tambo to Lanseria please, we’re coming in on a charter',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'The driver for tomorrow morning should know I have two surfboards with me, so a bakkie or a big van',
        change('driver_tomorrow', { notes: 'surfboard' }),
      ],
      ["Has anyone accepted tomorrow's 9am airport run yet?", status('driver_tomorrow')],
      [
        'Please push tomorrow’s driver to the day after, the conference got moved by a day',
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        'Driver tomorrow at OR Tambo: I will be at Terminal A, international arrivals, pls tell him',
        change('driver_tomorrow', { notes: 'terminal' }),
      ],
      [
        "Sorry, I meant 07:30 for tomorrow's pickup, not 9. My mistake",
        change('driver_tomorrow', { time: '07:30' }),
      ],
      [
        "Tomorrow's airport pickup: tell the driver I'm on SA346 from Durban",
        change('driver_tomorrow', { notes: 'SA346' }),
      ],

      [
        "Drop tomorrow's airport pickup please, the meeting in Sandton was cancelled",
        cancel('driver_tomorrow'),
      ],

      // Saturday's private chef in Constantia, party of 8, 19:00.
      ['We have to cancel the chef for Saturday, my father-in-law is in hospital', cancel('chef')],
      [
        "Saturday's dinner party chef: can they start at 6:30 pm rather than 7?",
        change('chef', { time: '18:30' }),
      ],
      [
        'Two more guests confirmed for the Constantia dinner, so we are 10 now',
        change('chef', { partySize: 10 }),
      ],
      [
        'Can we do the chef on Sunday instead of Saturday? Same time',
        change('chef', { date: 'sun' }),
      ],
      [
        'Please tell whoever is cooking on Saturday that two of the guests are pescatarian',
        change('chef', { notes: 'pescatarian' }),
      ],
      ['Any chef keen on our Saturday dinner yet, or still nothing?', status('chef')],
      [
        'Four people bailed on Saturday, so the chef only needs to cook for 4',
        change('chef', { partySize: 4 }),
      ],
      ['The party of 8 on Saturday, please push it to 8pm', change('chef', { time: '20:00' })],
      [
        "For Saturday's chef: my daughter is lactose intolerant",
        change('chef', { notes: 'lactose' }),
      ],
      [
        'Chef on Saturday: make it a lunch at 1pm instead of dinner',
        change('chef', { time: '13:00' }),
      ],
      [
        'Postpone the Constantia dinner party by a week please, same time',
        change('chef', { date: 'sat+7' }),
      ],

      [
        "Saturday's Constantia chef: nothing with peanuts please, one guest carries an EpiPen",
        change('chef', { notes: 'peanut' }),
      ],

      // The villa in Camps Bay, in three weeks, 6 guests.
      ["We've decided to go to Mauritius instead, so drop the Camps Bay villa", cancel('villa')],
      ['Villa request: we will be 8 adults, not 6', change('villa', { partySize: 8 })],
      [
        'Could the Camps Bay house be a week later than I asked for?',
        change('villa', { date: '+28' }),
      ],
      [
        'For the villa please note we need a fenced pool, we have a toddler',
        change('villa', { notes: 'pool' }),
      ],
      ['Still waiting on the villa in Camps Bay? It has been two days', status('villa')],
      [
        "I want to cancel the villa. And no, I don't want an alternative suggested",
        cancel('villa'),
      ],
      [
        'Can the Camps Bay villa be for 7 people, my brother is tagging along',
        change('villa', { partySize: 7 }),
      ],

      // Sunday's confirmed yacht from the V&A Waterfront, 15:00, 10 guests, Atlantic Blue.
      [
        'The south-easter is going to howl on Sunday, please cancel the charter with Atlantic Blue',
        cancel('yacht'),
      ],
      [
        'Is the skipper still meeting us at the jetty on Sunday? Just double checking it is confirmed',
        status('yacht'),
      ],
      ["Sunday's boat: could we head out an hour later?", change('yacht', { time: '16:00' })],
      [
        'We’ll be 12 on the yacht on Sunday, two friends from Joburg are coming',
        change('yacht', { partySize: 12 }),
      ],
      ['Cancel the boat thing on Sunday, the kids have exams', cancel('yacht')],
      [
        'Could you ask Atlantic Blue for a vegan option on board on Sunday',
        change('yacht', { notes: 'vegan' }),
      ],

      [
        'Sunday’s charter: we are down to 8 now, two couples had to pull out',
        change('yacht', { partySize: 8 }),
      ],

      // Next Friday's confirmed driver in Cape Town, 18:00, Cape Executive Chauffeurs.
      [
        'Cape Executive next Friday: my flight lands late now, could the driver be there at 19:30?',
        change('driver_friday', { time: '19:30' }),
      ],
      ["Please cancel next Friday's Cape Town chauffeur, the trip is off", cancel('driver_friday')],
      [
        "Next Friday's Cape Executive booking: do we know who the driver is yet?",
        status('driver_friday'),
      ],
      [
        "Next Friday's pickup at Cape Town airport, please make it 18:45, the flight's been retimed",
        change('driver_friday', { time: '18:45' }),
      ],
      [
        'Next Friday in Cape Town I have two huge suitcases and a box of wine, please warn Cape Executive',
        change('driver_friday', { notes: 'suitcase' }),
      ],

      // Last week's declined security in Sandton (Shield Protection).
      ['Shield Protection turned down the gala job? Why was that?', status('security')],
      ['What was the outcome with the close protection I wanted for the gala?', status('security')],
      ['Is the bodyguard thing dead? I see it says declined', status('security')],

      // Last month's cancelled event planning in Franschhoek.
      [
        "Why does my wife's 50th in Franschhoek show as cancelled? I never cancelled it",
        status('event'),
      ],
      ['What became of the birthday lunch on the wine farm, the planning one?', status('event')],

      // Ambiguous: a careful concierge would ask which.
      ['Cancel the chauffeur please, I won’t be needing one after all', cancel(DRIVERS)],
      ['Is the driver sorted? I haven’t heard a thing from anyone', status(DRIVERS)],
      ['Please move the airport transfer to 10:30', change(DRIVERS, { time: '10:30' })],
      [
        'Let the driver know my mom walks with a cane and needs help with the door',
        change(DRIVERS, { notes: 'cane' }),
      ],
      [
        'Please ask my driver to have a phone charger in the car, mine is dead',
        change(DRIVERS, { notes: 'charger' }),
      ],
      ['Any word on the car that is meant to pick me up?', status(DRIVERS)],
      ['Call off the dinner, please, something came up at work', cancel(DINNERS)],
      ['The dinner: we are 6 now', change(DINNERS, { partySize: 6 })],
      ['Did the food booking get confirmed?', status(DINNERS)],
      ["What's the status of my weekend plans? Anything confirmed?", status(WEEKEND)],
      ["Cancel the weekend booking, we're going to my mother's in Bloem instead", cancel(WEEKEND)],
      ['The confirmed booking, what time was it again?', status(CONFIRMED)],
      [
        'Is anything confirmed yet for the weekend, the Saturday or the Sunday one?',
        status(WEEKEND),
      ],
      ['Whichever of my bookings is still pending, please cancel it', cancel(PENDING)],
      ['The pending stuff: any updates at all?', status(PENDING)],
      [
        'Is the booking that was already confirmed still happening? I got a weird SMS',
        status(CONFIRMED),
      ],
    ],
  ),
};
