import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');

/**
 * Eighth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one";
 * where a human concierge would have to ask (two drivers, two dinners, two airport runs, the
 * weekend), ambiguous.
 */
export const HELD_OUT_8_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      ['cancel tonights test kitchen booking pls we both have flu', cancel('table_tonight')],
      [
        "Good morning, I'm afraid I have to cancel the chef for Saturday. My husband has been called away to Lagos. Apologies for the short notice.",
        cancel('chef'),
      ],
      ['no more need for the car at OR tambo tmrw, cancel it', cancel('driver_tomorrow')],
      ['we wont be needing the boat on sunday anymore. cancel please', cancel('yacht')],
      ['cancel the Camps Bay house, we found a place through friends', cancel('villa')],
      [
        'Please cancel the Cape Executive Chauffeurs booking, my colleague will fetch me',
        cancel('driver_friday'),
      ],
      ['cancel the 8 oclock dinner in woodstock', cancel('table_tonight')],
      ['Cancel the most recent one I sent through', cancel('table_tonight')],
      ['drop the sandton airport run tomorrow morning', cancel('driver_tomorrow')],
      ['I want to cancel the charter with Atlantic Blue', cancel('yacht')],
      ['ditch the chef thing, we are going out instead', cancel('chef')],
      [
        'hi can you cancel the booking for the six of us in camps bay, the trip is off',
        cancel('villa'),
      ],
      ['Cancel the dinner party for 8 in Constantia', cancel('chef')],
      ['the 9am pickup can go, cancel', cancel('driver_tomorrow')],
      ['cancel the 6pm car next week', cancel('driver_friday')],
      ['Cancel everything on Sunday, we are flying home early', cancel('yacht')],
      // Cancelling where a human would ask which.
      ['cancel the driver', cancel(DRIVERS)],
      ['Please cancel my chauffeur booking', cancel(DRIVERS)],
      ['cancel my airport transfer please', cancel(DRIVERS)],
      ["can u cancel the dinner booking, we're not hungry lol", cancel(DINNERS)],
      ['Cancel this weekends booking please, my mom is in hospital', cancel(WEEKEND)],
      ['pls cancel the pickup', cancel(DRIVERS)],
      // Changing.
      ['move the chef to half 7 on saturday', change('chef', { time: '19:30' })],
      [
        'can we make the test kitchen table for four instead of two',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Please push the OR Tambo pickup tomorrow to 10:30, the flight is delayed',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'villa needs to be for 8 people now, two more friends are coming',
        change('villa', { partySize: 8 }),
      ],
      ['can the chef come on sunday rather than saturday', change('chef', { date: 'sun' })],
      ['make tonights table 21h00 please', change('table_tonight', { time: '21:00' })],
      [
        "Change tomorrow's driver to collect me from Lanseria not OR Tambo",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['the yacht, can we start an hour earlier at 2', change('yacht', { time: '14:00' })],
      [
        'please let the chef know that two of the guests are vegan',
        change('chef', { notes: 'vegan' }),
      ],
      [
        'we are now 12 for saturdays dinner at home in constantia',
        change('chef', { partySize: 12 }),
      ],
      ['Push the restaurant tonight to quarter past 8', change('table_tonight', { time: '20:15' })],
      [
        'For the Friday chauffeur in Cape Town, could he come at 7pm instead of 6',
        change('driver_friday', { time: '19:00' }),
      ],
      ['pls change the driver to 11 in the morning', change(DRIVERS, { time: '11:00' })],
      ['could the dinner be pushed to half 8', change(DINNERS, { time: '20:30' })],
      [
        'add a note to the villa booking that we are bringing our dog, a small spaniel',
        change('villa', { notes: 'dog' }),
      ],
      ['make the boat trip 12 people', change('yacht', { partySize: 12 })],
      ['chef: 7 is too early, make it 8 please', change('chef', { time: '20:00' })],
      [
        'Can you tell the driver tomorrow I will have a wheelchair with me',
        change('driver_tomorrow', { notes: 'wheelchair' }),
      ],
      ['table tonight: we will be 3 not 2', change('table_tonight', { partySize: 3 })],
      ['shift the chef to friday, same time', change('chef', { date: 'fri' })],
      ['can the pickup be at 7am instead', change(DRIVERS, { time: '07:00' })],
      [
        'Villa: we would actually like to arrive on the 20th, is that possible to change',
        change('villa', { date: 'dom:20' }),
      ],
      [
        'could the Test Kitchen booking move to tomorrow, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      // Asking after a request.
      ['any news on the chef?', status('chef')],
      ['Has the villa in Camps Bay been confirmed yet', status('villa')],
      ["what's happening with my test kitchen table tonight", status('table_tonight')],
      ['boat still happening sunday or not?', status('yacht')],
      ['why did shield protection turn me down', status('security')],
      ['Did the guys from Cape Executive say anything else?', status('driver_friday')],
      ['whats the latest on the OR Tambo pickup', status('driver_tomorrow')],
      ['is my driver confirmed', status(DRIVERS)],
      ['what happened to the Franschhoek birthday planning?', status('event')],
      ['Status of my security request last week please', status('security')],
      ['has anyone picked up my dinner request?', status(DINNERS)],
      ['Any word from the skipper for Sunday', status('yacht')],
      ['did the chef accept yet', status('chef')],
      ['Just checking if the Constantia dinner is sorted', status('chef')],
      ['update on the villa pls', status('villa')],
      ['hows my booking for this weekend looking', status(WEEKEND)],
      ['where are we with the chauffeur', status(DRIVERS)],
      ['Has Atlantic Blue Charters confirmed the time?', status('yacht')],
      [
        'I asked for close protection for the gala in Sandton, what came of it?',
        status('security'),
      ],
      ['is the airport pickup sorted?', status(DRIVERS)],
      ['is the table for 2 still pending', status('table_tonight')],
      ['Have you heard back about the 50th in Franschhoek', status('event')],
      ['status on the last request i made?', status('table_tonight')],
      ['is tomorrows car confirmed? landing at 8:40', status('driver_tomorrow')],
      [
        'Hello, I have not received any confirmation for our house in Camps Bay. Could you check for me?',
        status('villa'),
      ],
      ['the 6pm driver next friday, all good?', status('driver_friday')],
      ['did my dinner booking go through', status(DINNERS)],
      ['Did the bodyguard people ever come back to me', status('security')],
    ],
  ),
};
