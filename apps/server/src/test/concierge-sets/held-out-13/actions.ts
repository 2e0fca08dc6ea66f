import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Thirteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one I
 * made", with negations ("don't cancel the villa, the chef"), corrections mid-message, reasons
 * and status asked in passing; where a human concierge would have to ask (two drivers, two
 * dinners, the weekend, the confirmed ones), ambiguous.
 */
export const HELD_OUT_13_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      [
        "pls cancel tonight's table at Test Kitchen, we're stuck in a meeting till late",
        cancel('table_tonight'),
      ],
      ['Can you cancel the 8pm dinner booking in Woodstock. Thanks', cancel('table_tonight')],
      ['Cancel the table for two tonight, we are no longer going.', cancel('table_tonight')],
      ['Please cancel the last request I made, I sent it by mistake', cancel('table_tonight')],
      [
        "Sorry, we're both down with flu. Please cancel tonight's dinner at The Test Kitchen and apologise for us.",
        cancel('table_tonight'),
      ],
      [
        "Flight got moved, I won't land at OR Tambo tomorrow. Cancel that pickup please",
        cancel('driver_tomorrow'),
      ],
      ['cancel tomorrow 9am driver asap', cancel('driver_tomorrow')],
      [
        "My PA will collect me at the airport tomorrow, so the car to Sandton isn't needed. Please cancel.",
        cancel('driver_tomorrow'),
      ],
      ['Cancel the chef on Saturday. We are going away for the weekend instead.', cancel('chef')],
      ['dinner party in constantia is off, pls let the chef know and cancel', cancel('chef')],
      ['Please cancel the private chef booking for the 8 of us.', cancel('chef')],
      ["We won't be needing the Camps Bay villa anymore, cancel it", cancel('villa')],
      ['Cancel the villa booking pls, the family plans changed', cancel('villa')],
      ['cancel the accommodation booked for three weeks from now', cancel('villa')],
      ["I'd like to cancel the yacht on Sunday, the forecast is terrible", cancel('yacht')],
      ['Please cancel with Atlantic Blue Charters, thank you.', cancel('yacht')],
      ['cancel the boat trip from the Waterfront, kids have exams', cancel('yacht')],
      ['kill the sunday charter pls', cancel('yacht')],
      [
        "Cancel next Friday's chauffeur in Cape Town please, my brother is fetching me",
        cancel('driver_friday'),
      ],
      ['Please cancel the Cape Executive Chauffeurs booking', cancel('driver_friday')],
      ['Cancel the 6pm airport to hotel transfer next Friday', cancel('driver_friday')],
      ['Cancel the Cape Town driver, I will rent a car there', cancel('driver_friday')],
      // Negations and corrections.
      ["Don't cancel the villa! It's the chef I want cancelled.", cancel('chef')],
      [
        'cancel the driver tomorrow... actually no, cancel the table tonight, keep the driver',
        cancel('table_tonight'),
      ],
      ['Not the yacht, the Friday car. Please cancel that one', cancel('driver_friday')],
      // Changing, one request.
      ['Can we push the Test Kitchen booking to 9pm?', change('table_tonight', { time: '21:00' })],
      ["Tonight's table: make it 4 people instead of 2", change('table_tonight', { partySize: 4 })],
      [
        "move tonight's dinner in Woodstock to tomorrow, same time",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        "change tonight's booking to 8:30, we're running a bit late",
        change('table_tonight', { time: '20:30' }),
      ],
      [
        "Tonight's table, could it be 3 of us? My mom is joining",
        change('table_tonight', { partySize: 3 }),
      ],
      [
        "My flight is delayed, please change tomorrow's pickup to 11:30",
        change('driver_tomorrow', { time: '11:30' }),
      ],
      [
        'Change the OR Tambo driver to collect me at Lanseria instead, same time',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "I'd like tomorrow's driver at 8 in the morning rather than 9",
        change('driver_tomorrow', { time: '08:00' }),
      ],
      ['Chef on Saturday: we are now 10 guests', change('chef', { partySize: 10 })],
      ['can the chef come at 8 instead of 7 on saturday', change('chef', { time: '20:00' })],
      ['Move the private chef from Saturday to Sunday please', change('chef', { date: 'sun' })],
      [
        'Please tell the Saturday chef that two of our guests are vegetarian now',
        change('chef', { notes: 'vegetarian' }),
      ],
      [
        "The dinner party is moving to my sister's house in Bishopscourt, can you update the chef booking",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['The chef dinner: make it 7:30 not 7', change('chef', { time: '19:30' })],
      [
        'Can you add a note to the chef booking that my son has a nut allergy',
        change('chef', { notes: 'nut' }),
      ],
      ['Move the chef to Friday, same time', change('chef', { date: 'fri' })],
      [
        "Please move the chef's start time to 6:30pm, the kids are eating with us",
        change('chef', { time: '18:30' }),
      ],
      [
        'Push the villa back a week please, so we check in a week later',
        change('villa', { date: '+28' }),
      ],
      ['Change the villa to 8 guests, my in-laws are coming', change('villa', { partySize: 8 })],
      ['Make the yacht 4pm instead of 3', change('yacht', { time: '16:00' })],
      [
        'two more guests for the charter on Sunday, so 12 in total',
        change('yacht', { partySize: 12 }),
      ],
      ['Change the Sunday yacht to Saturday', change('yacht', { date: 'sat' })],
      [
        "Next Friday's driver: my flight now lands later, please make it 7:30pm",
        change('driver_friday', { time: '19:30' }),
      ],
      ['Need the Friday chauffeur at 5pm, not 6', change('driver_friday', { time: '17:00' })],
      // Status, one request.
      ['Has the chef for Saturday confirmed yet?', status('chef')],
      ['any news yet on my Camps Bay villa booking?', status('villa')],
      ['Is my table at the Test Kitchen tonight confirmed?', status('table_tonight')],
      ['Why did my security request for the gala get declined?', status('security')],
      ['Whats the status of tomorrows airport pickup', status('driver_tomorrow')],
      ['Hi! Hope all is well. Just checking the yacht on Sunday is still on?', status('yacht')],
      ['Did the Franschhoek birthday lunch planning get cancelled?', status('event')],
      ['is the friday driver in cape town sorted?', status('driver_friday')],
      ['Where are we with the Constantia chef?', status('chef')],
      ['Has anyone picked up the villa request yet?', status('villa')],
      ['Has Atlantic Blue confirmed the Sunday charter?', status('yacht')],
      [
        'Quick question before my meeting: is the OR Tambo car confirmed for the morning?',
        status('driver_tomorrow'),
      ],
      ['what happened to my security request for the gala in Sandton', status('security')],
      ['is tonights dinner booking still pending?', status('table_tonight')],
      // Ambiguous: a human would have to ask which one.
      ['I need to cancel my chauffeur booking', cancel(DRIVERS)],
      ['My car booking: pls cancel', cancel(DRIVERS)],
      ['Can you move my driver to 10am?', change(DRIVERS, { time: '10:00' })],
      ['Move the driver to Thursday', change(DRIVERS, { date: 'thu' })],
      ['is my driver confirmed yet or not?', status(DRIVERS)],
      ['any update on the chauffeur?', status(DRIVERS)],
      ['scrap the dinner booking, something came up', cancel(DINNERS)],
      ['Make the dinner for 6 people rather', change(DINNERS, { partySize: 6 })],
      ['Move my pending dinner to 9pm', change(DINNERS, { time: '21:00' })],
      ['Is the dinner booking confirmed?', status(DINNERS)],
      ['Cancel the weekend booking please, we have a funeral', cancel(WEEKEND)],
      ["What's the status of my weekend booking?", status(WEEKEND)],
      ['Cancel the booking that was confirmed', cancel(CONFIRMED)],
      ["I want to cancel the one that's already confirmed", cancel(CONFIRMED)],
      ['Please change the confirmed booking to 5pm', change(CONFIRMED, { time: '17:00' })],
    ],
  ),
};
