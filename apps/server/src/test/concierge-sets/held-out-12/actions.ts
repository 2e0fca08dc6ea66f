import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Twelfth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one",
 * with negations, corrections mid-message and status asked in passing; where a human concierge
 * would have to ask (two drivers, two airport runs, two dinners, the weekend, the confirmed
 * ones), ambiguous.
 */
export const HELD_OUT_12_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      [
        "Sorry to do this last minute but we can't make Test Kitchen tonight, please cancel",
        cancel('table_tonight'),
      ],
      ['cancel the woodstock table pls', cancel('table_tonight')],
      ["scrap tonight's 8 o'clock dinner reservation, kids are sick", cancel('table_tonight')],
      [
        'Please cancel my airport pickup tomorrow morning, I am driving myself',
        cancel('driver_tomorrow'),
      ],
      ['no need for the OR Tambo driver tmrw anymore. cancel', cancel('driver_tomorrow')],
      [
        'My colleague is fetching me from JNB tomorrow so cancel the 9am car thanks',
        cancel('driver_tomorrow'),
      ],
      ['Cancel the private chef for Saturday please. Party is off', cancel('chef')],
      ['we are calling off the dinner party in constantia, cancel the chef', cancel('chef')],
      [
        "Hi there. Unfortunately my husband's back is out, we won't go to Camps Bay. Please cancel the villa booking.",
        cancel('villa'),
      ],
      ['cancel villa', cancel('villa')],
      ['Please cancel the yacht charter on Sunday, the wind forecast is terrible', cancel('yacht')],
      ['pls cancel the atlantic blue sunday sail', cancel('yacht')],
      ['kill the boat trip. not happening', cancel('yacht')],
      [
        'Cancel Cape Executive Chauffeurs next Friday please, the hotel is sending its own shuttle',
        cancel('driver_friday'),
      ],
      ['cancel the cape town airport driver next fri 6pm', cancel('driver_friday')],
      [
        "Don't cancel the chef! I meant the table at Test Kitchen tonight. Cancel that one",
        cancel('table_tonight'),
      ],
      [
        'not the friday driver, the one tomorrow at OR Tambo - please cancel it',
        cancel('driver_tomorrow'),
      ],
      ['cancel my most recent request, I made it by mistake', cancel('table_tonight')],
      ['ugh cancel the one I just made', cancel('table_tonight')],
      ['Cancel the dinner for 8 at my place on Saturday', cancel('chef')],
      ['the booking for 10 people on the boat, cancel it please', cancel('yacht')],
      ['please cancel the 6 person house in camps bay', cancel('villa')],

      // Changing one request.
      ['Can you push the Test Kitchen booking to 9pm?', change('table_tonight', { time: '21:00' })],
      ['table tonight: make it half 8 instead', change('table_tonight', { time: '20:30' })],
      [
        "we're now 4 for tonight's dinner at test kitchen, can they fit us",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Move my OR Tambo pickup tomorrow to 10:30 please, flight delayed',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'the driver tomorrow must rather fetch me at Lanseria, not OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['tomorrows airport car 07h45 pls not 9', change('driver_tomorrow', { time: '07:45' })],
      [
        'Please tell tomorrow’s driver I have two big golf bags',
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      ['Chef on Saturday - can we start at 8 instead of 7?', change('chef', { time: '20:00' })],
      ['we are 12 now for the saturday chef dinner', change('chef', { partySize: 12 })],
      [
        'Please let the chef know two of the guests are vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      ['move the constantia dinner party to sunday', change('chef', { date: 'sun' })],
      [
        'Change the chef to Sunday... actually no, keep Saturday, just make it 6:30pm',
        change('chef', { time: '18:30' }),
      ],
      ['Camps Bay villa: can we make it 8 guests instead of 6?', change('villa', { partySize: 8 })],
      ['Could the villa check in be on the 14th rather?', change('villa', { date: 'dom:14' })],
      [
        'add a note on the villa that we need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      ['Can the yacht leave at 1 instead of 3 on Sunday?', change('yacht', { time: '13:00' })],
      ['the boat on sunday, we are 12 not 10', change('yacht', { partySize: 12 })],
      [
        'Please ask Atlantic Blue if we can bring a birthday cake on board',
        change('yacht', { notes: 'cake' }),
      ],
      [
        'next friday cape town driver: make it 7pm, flight lands later',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'Cape Exec chauffeurs - could we shift that to the Thursday before instead?',
        change('driver_friday', { date: 'next:thu' }),
      ],
      [
        'Tonight is fine but the table must be for 3 now, my sister is joining',
        change('table_tonight', { partySize: 3 }),
      ],

      // Status, one request.
      ['any word yet from the Camps Bay villa people?', status('villa')],
      ['Has the chef for Saturday been confirmed yet?', status('chef')],
      ["Is tomorrow's pickup at OR Tambo sorted?", status('driver_tomorrow')],
      ['is my test kitchen table confirmed', status('table_tonight')],
      ['Yacht still on for Sunday? The weather app looks a bit grim', status('yacht')],
      ['what did Atlantic Blue say about sunday', status('yacht')],
      ['Why was the security for the gala declined?', status('security')],
      ['what happened with shield protection?', status('security')],
      [
        "What's the story with my wife's 50th in Franschhoek, why does it say cancelled?",
        status('event'),
      ],
      ['Is the Cape Executive booking next Friday definitely confirmed?', status('driver_friday')],
      [
        'quick one - did the restaurant tonight confirm? need to tell my date',
        status('table_tonight'),
      ],
      ['where are we with the chef thing', status('chef')],
      ['whats the status on the request I put in an hour ago?', status('table_tonight')],
      [
        'Morning! Just checking the driver tomorrow at 9 is still coming, I land at 8:40',
        status('driver_tomorrow'),
      ],

      // Ambiguous: a human would have to ask which one.
      ['can you cancel my driver booking pls', cancel(DRIVERS)],
      ['Please cancel the chauffeur booking, plans changed', cancel(DRIVERS)],
      ['change my driver to 7am', change(DRIVERS, { time: '07:00' })],
      ['is my airport transfer confirmed?', status(DRIVERS)],
      ['Can you move the airport run an hour later, to 10?', change(DRIVERS, { time: '10:00' })],
      ['cancel dinner, sorry, something came up', cancel(DINNERS)],
      ['Please make the dinner booking for 4 people', change(DINNERS, { partySize: 4 })],
      ['any update on my dinner?', status(DINNERS)],
      ['cancel the weekend booking please', cancel(WEEKEND)],
      ["what's the status of this weekend's thing", status(WEEKEND)],
      ['Can you cancel the one that was confirmed?', cancel(CONFIRMED)],
      ['the confirmed booking - can it move to 5pm?', change(CONFIRMED, { time: '17:00' })],
      ['is my driver booking confirmed or still pending?', status(DRIVERS)],
      ['cancel the car booking thanks', cancel(DRIVERS)],
      [
        'Please cancel the booking in Cape Town',
        cancel(either('table_tonight', 'chef', 'villa', 'yacht', 'driver_friday')),
      ],
      ['Cancel the dinner booking, not feeling great', cancel(DINNERS)],
      ['Hey, reschedule the chef for next Saturday pls', change('chef', { date: 'next:sat' })],
      ['please cancel sunday. NOT the chef, the yacht', cancel('yacht')],
      [
        "tomorrow's pickup: the driver must phone me when he arrives, don't wait inside",
        change('driver_tomorrow', { notes: 'phone' }),
      ],
      [
        'did test kitchen come back to you yet? we asked for a window table',
        status('table_tonight'),
      ],
    ],
  ),
};
