import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Fifteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by what they are, the provider, the suburb, the day, the hour,
 * the party, "the one I booked an hour ago" or only by what happened ("the in-laws bailed",
 * "the airport car is pointless now"); told as a story that ends in the request, hedged as a
 * question ("is it possible to move..."), negated ("keep the yacht, the chef must go"), corrected
 * mid-message ("sorry no, the villa"), or with the party implied ("the two of us won't make the
 * dinner"); where a human concierge would have to ask (two drivers, two airport runs, two
 * dinners, the weekend, the confirmed ones, "the pending one"), ambiguous.
 */
export const HELD_OUT_15_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table at The Test Kitchen.
      [
        "Hi there. My sister just landed from London unannounced so tonight's Test Kitchen dinner isn't happening anymore, please cancel it",
        cancel('table_tonight'),
      ],
      [
        "we're going to give Woodstock a miss tonight, pls drop the reservation",
        cancel('table_tonight'),
      ],
      ['Cancel the 8 o clock table for two, we are staying in. Ta', cancel('table_tonight')],
      [
        'Sorry to mess you around but the booking I made about an hour ago... can you undo it?',
        cancel('table_tonight'),
      ],
      [
        'The two of us won’t make it to the dinner tonight after all, please cancel',
        cancel('table_tonight'),
      ],
      [
        "So my wife's mom fell and she's in hospital in Durban, we're flying down in a few hours. Everything is chaos. The Test Kitchen thing obviously can't happen now",
        cancel('table_tonight'),
      ],
      [
        "Can you push tonight's table to 9pm? Traffic on the N2 is a nightmare",
        change('table_tonight', { time: '21:00' }),
      ],
      [
        "We'll be four tonight not two, can the Test Kitchen squeeze us in?",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Move my Test Kitchen booking to tomorrow, same time please',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'can we make the table tonight half past 7 instead of 8',
        change('table_tonight', { time: '19:30' }),
      ],
      [
        "Tonight's booking: pls add a note that it's our anniversary so they can do something small",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      ['Move tonight’s table to 7. Sorry, meant 7:30', change('table_tonight', { time: '19:30' })],
      [
        'the restaurant booking I made earlier - has the restaurant come back to you yet?',
        status('table_tonight'),
      ],
      [
        'Is my table this evening in Woodstock actually confirmed or still sitting on pending?',
        status('table_tonight'),
      ],

      // Tomorrow's driver from OR Tambo.
      [
        "My meeting in Sandton moved online so I won't need the car from OR Tambo in the morning. Cancel please",
        cancel('driver_tomorrow'),
      ],
      [
        'Long week. Board meeting got moved to Thursday so I dont need to be in Joburg tomorrow at all, meaning the airport car is pointless',
        cancel('driver_tomorrow'),
      ],
      ['Pls scrap the Joburg driver, my PA has organised me a lift', cancel('driver_tomorrow')],
      ["I'm not flying up tomorrow after all, so the 9am pickup can go", cancel('driver_tomorrow')],
      [
        'My flight now lands at 11:40, please tell the driver for tomorrow',
        change('driver_tomorrow', { time: '11:40' }),
      ],
      [
        "For tomorrow's OR Tambo pickup, I'm actually coming into Lanseria instead. Same time",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "Please add a note for tomorrow's driver that I'll have 3 big suitcases and a golf bag",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        'Could the driver tomorrow come at 8:15 rather? They brought the flight forward',
        change('driver_tomorrow', { time: '08:15' }),
      ],
      [
        'Driver tomorrow: change to 9:45. Actually make that 10:15, just checked my boarding pass',
        change('driver_tomorrow', { time: '10:15' }),
      ],
      ['Did anyone pick up the request for a driver tomorrow morning?', status('driver_tomorrow')],
      [
        'quick one - is the airport pickup at 9 tomorrow confirmed yet? getting anxious',
        status('driver_tomorrow'),
      ],

      // Saturday's chef in Constantia.
      ['cancel the chef on saturday, the in-laws bailed', cancel('chef')],
      [
        "We've decided to eat out instead of having someone cook at the house on Saturday. Could you call off the chef?",
        cancel('chef'),
      ],
      [
        "The Constantia dinner party is off, my husband's been called to Geneva. Please let the chef know",
        cancel('chef'),
      ],
      ["Not tonight's dinner, that one's fine. It's the chef I need you to cancel", cancel('chef')],
      [
        'Ok so change of plan: keep the yacht, keep the villa, but the Saturday cooking thing must go',
        cancel('chef'),
      ],
      [
        'Cancel the one on the water... no wait, I mean the one on Saturday. The boat stays',
        cancel('chef'),
      ],
      [
        'The chef on Saturday, we are now 10, two more friends said yes',
        change('chef', { partySize: 10 }),
      ],
      ["Shift Saturday's chef dinner to Sunday, same time", change('chef', { date: 'sun' })],
      [
        'Please tell the chef that two of the guests are coeliac, so no gluten at all',
        change('chef', { notes: 'gluten' }),
      ],
      [
        "Can we bring the chef forward to half six on Saturday? Kids' bedtime",
        change('chef', { time: '18:30' }),
      ],
      [
        "We're renovating the kitchen in Constantia, so could the chef come to our Bishopscourt place instead",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Chef: make it 12 people and start at 8pm please',
        change('chef', { partySize: 12, time: '20:00' }),
      ],
      [
        'Could you ask the chef to do a vegetarian main for my mom? She decided to come after all',
        change('chef', { notes: 'vegetarian' }),
      ],
      [
        "I haven't had any confirmation for Saturday's chef and I'm getting nervous",
        status('chef'),
      ],
      ['Any word from the chef people yet? Saturday is coming fast', status('chef')],

      // The villa in Camps Bay.
      ['Cancel the Camps Bay villa. Our holiday plans fell through 😞', cancel('villa')],
      [
        "We won't need the house for the six of us in three weeks anymore, kindly cancel it",
        cancel('villa'),
      ],
      ['Cancel the chef. Sorry no, I mean the villa! Chef stays', cancel('villa')],
      [
        'For the Camps Bay villa, we are 8 now, my brother and his wife are joining',
        change('villa', { partySize: 8 }),
      ],
      [
        "Can the villa start a week later? The kids' school holidays changed",
        change('villa', { date: '+28' }),
      ],
      [
        'Is it at all possible for us to arrive at the villa on the 20th instead?',
        change('villa', { date: 'dom:20' }),
      ],
      [
        'The villa needs to be for 4 adults and 4 kids now, not 6',
        change('villa', { partySize: 8 }),
      ],
      ["Just checking the Camps Bay house is sorted, I haven't heard a thing", status('villa')],
      ['Where are we with the villa booking for the holidays?', status('villa')],

      // Sunday's yacht (confirmed, Atlantic Blue Charters).
      [
        'Please cancel the charter with Atlantic Blue on Sunday, the forecast is horrible',
        cancel('yacht'),
      ],
      [
        'Weather app says 40 knots on Sunday... rather cancel the yacht, nobody wants to be seasick',
        cancel('yacht'),
      ],
      [
        'Atlantic Blue: can we make the Sunday charter 12 guests instead of 10?',
        change('yacht', { partySize: 12 }),
      ],
      ['Is it possible to move the boat on Sunday to 4pm?', change('yacht', { time: '16:00' })],
      ['What time does the skipper want us at the jetty on Sunday?', status('yacht')],

      // Next Friday's confirmed driver in Cape Town.
      [
        'Cape Executive Chauffeurs can stand down for next Friday, I am renting my own car. Cancel pls',
        cancel('driver_friday'),
      ],
      ["cancel next friday's 6pm driver in cape town", cancel('driver_friday')],
      [
        "Next Friday's driver - my flight was moved, I'll only land at 19:20 so please have them there then",
        change('driver_friday', { time: '19:20' }),
      ],
      [
        'Let the Cape Town chauffeurs know to bring a baby seat on Friday next week',
        change('driver_friday', { notes: 'baby' }),
      ],
      [
        'Has Cape Executive Chauffeurs actually confirmed for next Friday?',
        status('driver_friday'),
      ],

      // The declined security and the cancelled event.
      ['Why did Shield Protection turn down the Sandton job?', status('security')],
      ['what happened with the bodyguard request from last week', status('security')],
      ['Remind me why the birthday lunch in Franschhoek got cancelled?', status('event')],
      [
        'Is the Franschhoek party planning thing still alive or was that cancelled?',
        status('event'),
      ],

      // Where a human would have to ask which one.
      ['plans changed again 🙄 cancel the driver', cancel(DRIVERS)],
      ['Need the driver to come at 7:30am instead', change(DRIVERS, { time: '07:30' })],
      ["What's the latest on my airport transfer?", status(DRIVERS)],
      ['Move the airport driver to 10am', change(DRIVERS, { time: '10:00' })],
      [
        'Add a note to my driver booking that I need a car with child seats',
        change(DRIVERS, { notes: 'child' }),
      ],
      ['is my driver sorted yet or not?', status(DRIVERS)],
      ["We've both come down with flu, cancel the dinner please", cancel(DINNERS)],
      ['Can you change the dinner to 10 people', change(DINNERS, { partySize: 10 })],
      ['Change the dinner to 8:30 rather', change(DINNERS, { time: '20:30' })],
      ['Any news on the dinner thing?', status(DINNERS)],
      ['Something came up this weekend, please cancel the weekend booking', cancel(WEEKEND)],
      ['can we bump the weekend one to 5 pm', change(WEEKEND, { time: '17:00' })],
      [
        'Change the number of people on the weekend booking to 6',
        change(WEEKEND, { partySize: 6 }),
      ],
      ["What's the status of the stuff happening this weekend", status(WEEKEND)],
      ['Just to double check, the one that got confirmed, is it all still on?', status(CONFIRMED)],
      ["Please cancel the confirmed booking, we've got a family emergency", cancel(CONFIRMED)],
      ['Is the pending booking sorted yet?', status(PENDING)],
    ],
  ),
};
