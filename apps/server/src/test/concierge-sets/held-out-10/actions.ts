import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Tenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one";
 * where a human concierge would have to ask (two drivers, two airport runs, two dinners, the
 * weekend, the confirmed ones), ambiguous.
 */
export const HELD_OUT_10_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      [
        'scrap the test kitchen for tonight please, my wife has come down with flu',
        cancel('table_tonight'),
      ],
      [
        "Morning. Please cancel tomorrow's pickup at OR Tambo, I'm flying into Lanseria now and my brother will fetch me.",
        cancel('driver_tomorrow'),
      ],
      ['cancel the chef for saturday night. half the guests pulled out', cancel('chef')],
      [
        'Please cancel the Camps Bay villa booking, we are going to Mauritius instead',
        cancel('villa'),
      ],
      ['cancel atlantic blue for sunday', cancel('yacht')],
      [
        'Sorry to do this but the boat for the 10 of us must be cancelled. Forecast says 40 knots',
        cancel('yacht'),
      ],
      ['no longer need cape executive chauffeurs next friday, cancel pls', cancel('driver_friday')],
      ['cancel my dinner reservation in woodstock', cancel('table_tonight')],
      ['Hi, can you cancel the dinner party in Constantia on the weekend', cancel('chef')],
      ['cancel whatever i just booked, clicked the wrong thing', cancel('table_tonight')],
      [
        'pls cancel the pick up from the airport to sandton tomorrow morning',
        cancel('driver_tomorrow'),
      ],
      ["We won't need the house in camps bay anymore. Kindly cancel.", cancel('villa')],
      ['cancel the 9am car tmrw', cancel('driver_tomorrow')],
      ['can u cancel the table for 2 tonight at 8', cancel('table_tonight')],
      ['Cancel the private chef booking for 8 people', cancel('chef')],
      [
        'Please cancel the driver I booked for the Friday after this one, the 6pm one from the airport',
        cancel('driver_friday'),
      ],
      ['Lets cancel the sunday sail, kids have a gala', cancel('yacht')],
      // Changing, one request.
      [
        'can we move the test kitchen to 9 instead of 8',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'make tonights table for 4 please, my sister and her husband are joining',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        "my flight lands earlier, can tomorrow's driver be there at 7:30 instead",
        change('driver_tomorrow', { time: '07:30' }),
      ],
      [
        'Could the chef come at 6:30pm rather than 7 on Saturday?',
        change('chef', { time: '18:30' }),
      ],
      ['change the chef dinner to 10 guests', change('chef', { partySize: 10 })],
      [
        'pls let the saturday chef know that 2 of our guests are strict vegans',
        change('chef', { notes: 'vegan' }),
      ],
      [
        'Can we change the villa to 8 guests? My parents are coming after all',
        change('villa', { partySize: 8 }),
      ],
      [
        'is it possible to move the villa from camps bay to clifton',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['Push the yacht to 4pm if the skipper can', change('yacht', { time: '16:00' })],
      [
        'the sunday yacht... can we make it 12 people? 2 more friends flew in',
        change('yacht', { partySize: 12 }),
      ],
      [
        'change the airport pickup tomorrow to lanseria',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'move my test kitchen booking to tomorrow night same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Please shift the Constantia chef to Sunday, Saturday no longer works',
        change('chef', { date: 'sun' }),
      ],
      [
        'can the cape executive driver come at 7pm instead of 6',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'Add to the table tonight that it is our anniversary',
        change('table_tonight', { notes: 'anniversary' }),
      ],
      ['For the villa please note we need a cot for the baby', change('villa', { notes: 'cot' })],
      ['change tmrw pickup to 10h15', change('driver_tomorrow', { time: '10:15' })],
      ['Make the chef thing 9 people not 8', change('chef', { partySize: 9 })],
      ['can the villa start a week later', change('villa', { date: '+28' })],
      ['the Test Kitchen - can we go earlier, say 7', change('table_tonight', { time: '19:00' })],
      [
        'Atlantic Blue: could we board at 2 instead, we want more time on the water',
        change('yacht', { time: '14:00' }),
      ],
      [
        'please tell the driver tomorrow I have a wheelchair',
        change('driver_tomorrow', { notes: 'wheelchair' }),
      ],
      ['can we make the test kitchen 3 people', change('table_tonight', { partySize: 3 })],
      // Status, one request.
      ['The Saturday chef - have they said what time they arrive to set up?', status('chef')],
      ['any news on the villa yet? we need to book flights', status('villa')],
      ['has the test kitchen confirmed our table', status('table_tonight')],
      ['Is my driver for tomorrow sorted?', status('driver_tomorrow')],
      ['did the chef accept for saturday yet', status('chef')],
      ['what did shield protection say', status('security')],
      ['Whats the story with the close protection for the gala?', status('security')],
      ["why was the event planning for my wife's 50th cancelled?", status('event')],
      ['where are we with the franschhoek birthday lunch', status('event')],
      [
        'is atlantic blue all confirmed for sunday? what time must we be at the jetty',
        status('yacht'),
      ],
      ['Just checking the chauffeur next Friday is still on', status('driver_friday')],
      ['status of my camps bay booking pls', status('villa')],
      ['Any reply from the chef in Constantia?', status('chef')],
      ['hey is tonight at the test kitchen locked in', status('table_tonight')],
      ['has anyone picked up my OR Tambo transfer request', status('driver_tomorrow')],
      ['what happened with the bodyguard i asked for in sandton', status('security')],
      ['Did the yacht people say where to meet?', status('yacht')],
      // Ambiguous: a human would ask which one.
      ['cancel the driver booking please, no longer needed', cancel(DRIVERS)],
      ['pls cancel my chauffeur, plans changed', cancel(DRIVERS)],
      ['is my driver confirmed?', status(DRIVERS)],
      ['Can you move the airport transfer to 11am', change(DRIVERS, { time: '11:00' })],
      ['whats happening with my airport pickup', status(DRIVERS)],
      ['please cancel dinner, something came up at work', cancel(DINNERS)],
      ['We need to cancel the dinner booking, sorry', cancel(DINNERS)],
      ['is the dinner confirmed', status(DINNERS)],
      [
        'add a note to the dinner that one guest has a nut allergy',
        change(DINNERS, { notes: 'nut' }),
      ],
      ["cancel the weekend booking, we're going to my in-laws instead", cancel(WEEKEND)],
      ['Whats the status of my weekend plans', status(WEEKEND)],
      ['cancel my confirmed booking', cancel(CONFIRMED)],
      ['is the confirmed booking still happening?', status(CONFIRMED)],
      ['Please cancel the booking that got confirmed, I no longer need it', cancel(CONFIRMED)],
      [
        "tell the driver i'll have two big suitcases and my golf clubs",
        change(DRIVERS, { notes: 'golf' }),
      ],
      ['need to cancel my car booking', cancel(DRIVERS)],
      ['how is my driver booking looking', status(DRIVERS)],
      ['make the dinner 7:30 instead', change(DINNERS, { time: '19:30' })],
    ],
  ),
};
