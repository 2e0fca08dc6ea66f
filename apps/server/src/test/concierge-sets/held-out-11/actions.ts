import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Eleventh held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one";
 * where a human concierge would have to ask (two drivers, two airport runs, two dinners, the
 * weekend, the confirmed ones), ambiguous.
 */
export const HELD_OUT_11_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      [
        'hi please kill the woodstock dinner booking for tonight, babysitter bailed on us',
        cancel('table_tonight'),
      ],
      ['Test Kitchen tonight is off. Cancel please 🙏', cancel('table_tonight')],
      [
        "Good morning, I won't need the chauffeur at OR Tambo tomorrow after all. My flight has been moved to Thursday, so kindly cancel that one.",
        cancel('driver_tomorrow'),
      ],
      ['cancel tmrw 9am pickup jhb airport', cancel('driver_tomorrow')],
      [
        'the constantia chef thing for saturday, we have to call it off. my mother in law is in hospital',
        cancel('chef'),
      ],
      ['Please cancel the private chef on Saturday for the 8 of us.', cancel('chef')],
      [
        'Regretfully we need to cancel the Camps Bay villa for the six of us. Work has blown up and I cannot take leave.',
        cancel('villa'),
      ],
      ['drop the camps bay house booking pls', cancel('villa')],
      [
        'howzit, the boat trip on sunday with atlantic blue - cancel it, the south easter is going to be pumping',
        cancel('yacht'),
      ],
      ['Cancel the yacht charter from the V and A', cancel('yacht')],
      ['pls cancel the Constantia dinner party chef', cancel('chef')],
      [
        'we have decided not to go to cape town in three weeks so the villa can be cancelled',
        cancel('villa'),
      ],
      [
        'Cape Executive Chauffeurs for next Friday evening - I no longer need them, a colleague is fetching me. Please cancel.',
        cancel('driver_friday'),
      ],
      ['cancel the 6pm airport-to-hotel car in cape town next week', cancel('driver_friday')],
      ['can u cancel the restaurant for 2 tonight', cancel('table_tonight')],
      [
        'We are no longer doing the dinner party at home this weekend, please cancel the chef booking',
        cancel('chef'),
      ],
      [
        'Sorry for the hassle but please cancel the booking at the Test Kitchen, we will try again another time',
        cancel('table_tonight'),
      ],
      [
        'no more need for the sandton airport run tomorrow morning, cancel',
        cancel('driver_tomorrow'),
      ],
      [
        'Cancel the most recent request I made please, the one from an hour ago',
        cancel('table_tonight'),
      ],

      // Changing, one request.
      [
        'can we push the test kitchen to half 9 tonight? running late from the office',
        change('table_tonight', { time: '21:30' }),
      ],
      [
        'Please change my table tonight from 2 people to 4, my sister and her husband are joining',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'move tonights dinner reservation earlier to 19h00 if they can',
        change('table_tonight', { time: '19:00' }),
      ],
      [
        'The OR Tambo pickup tomorrow - please make it 10:45 instead of 9, the flight is delayed',
        change('driver_tomorrow', { time: '10:45' }),
      ],
      [
        'driver tmrw at the airport, can he come at quarter past 8 rather',
        change('driver_tomorrow', { time: '08:15' }),
      ],
      [
        'For the OR Tambo collection, I am actually landing at Lanseria now, can you change the pickup there',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['the chef on saturday - we are now 12 not 8', change('chef', { partySize: 12 })],
      [
        'Could the chef on Saturday start at 6:30pm instead of 7? We want to eat before the rugby.',
        change('chef', { time: '18:30' }),
      ],
      [
        'please let the chef know 2 of the saturday guests are coeliac',
        change('chef', { notes: 'coeliac' }),
      ],
      [
        'Move the Constantia dinner with the chef to Sunday, same time',
        change('chef', { date: 'sun' }),
      ],
      [
        'chef booking: tell them one guest has a severe shellfish allergy',
        change('chef', { notes: 'shellfish' }),
      ],
      [
        'For the villa in Camps Bay, we will be 8 guests now, two friends from London are coming',
        change('villa', { partySize: 8 }),
      ],
      [
        'camps bay villa - pls add that we need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      [
        'Can the Camps Bay villa be swapped to Clifton instead? Same dates',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['Sunday boat trip, can we go out at 4 instead of 3', change('yacht', { time: '16:00' })],
      [
        'We will be 12 on the yacht on Sunday, not 10. Is that possible?',
        change('yacht', { partySize: 12 }),
      ],
      [
        'Next Friday driver with Cape Executive: please make it 7pm, the flight lands later',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'the cape town hotel transfer next friday, please note I will have 2 surfboards with me',
        change('driver_friday', { notes: 'surfboards' }),
      ],
      [
        'tonight at the test kitchen, pls note it is our anniversary',
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'Can we move the test kitchen booking to tomorrow instead, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'My chef dinner, could it be moved to Bishopscourt? We are hosting at my brother in law now',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Change the villa to 4 guests please, the Smiths dropped out',
        change('villa', { partySize: 4 }),
      ],
      [
        'yacht sunday: add that we would like champagne on board',
        change('yacht', { notes: 'champagne' }),
      ],

      // Asking after one request.
      ['any news on the test kitchen booking?', status('table_tonight')],
      [
        'Has my driver for tomorrow morning at OR Tambo been confirmed yet?',
        status('driver_tomorrow'),
      ],
      ['chef saturday - confirmed or not??', status('chef')],
      [
        'Hi there, just checking in on the Camps Bay villa request. Have you found something for the 6 of us?',
        status('villa'),
      ],
      ['whats the story with the yacht on sunday', status('yacht')],
      ['Is Cape Executive Chauffeurs still sorted for next Friday at 6?', status('driver_friday')],
      [
        'What happened with the close protection for the Sandton gala last week?',
        status('security'),
      ],
      ['why did shield protection say no', status('security')],
      [
        "Whatever happened with my wife's 50th in Franschhoek? I see it says cancelled",
        status('event'),
      ],
      [
        'the event planning for the birthday lunch on the wine farm - where does that stand',
        status('event'),
      ],
      ['is my table for tonight sorted', status('table_tonight')],
      ['update on the atlantic blue charter please', status('yacht')],
      ['Did anyone accept the Constantia private chef job for the weekend yet?', status('chef')],
      ['status of the villa?', status('villa')],
      [
        'Hello, could you tell me whether the boat for ten on Sunday afternoon is still on?',
        status('yacht'),
      ],
      ['did cape executive reply with the driver details', status('driver_friday')],
      ['did the bodyguard booking ever go through', status('security')],
      ['Whats happening with the request I sent about an hour ago', status('table_tonight')],

      // Ambiguous: a human would have to ask which.
      ['ag man, cancel my driver pls, change of plans', cancel(DRIVERS)],
      ['I need to cancel the chauffeur booking, plans changed', cancel(DRIVERS)],
      ['what time is my driver again?', status(DRIVERS)],
      ['can you move my airport transfer to 11', change(DRIVERS, { time: '11:00' })],
      ['scrap the airport pickup', cancel(DRIVERS)],
      ['is my car confirmed?', status(DRIVERS)],
      ['my driver booking, cancel it', cancel(DRIVERS)],
      ['Please cancel the dinner we have on the go, something came up', cancel(DINNERS)],
      ['Cancel the dinner booking please, we are staying in', cancel(DINNERS)],
      ['the dinner - can we make it 9pm', change(DINNERS, { time: '21:00' })],
      ['Any news on the dinner?', status(DINNERS)],
      ['cancel the weekend booking, we are going to the farm instead', cancel(WEEKEND)],
      ['whats the status of my weekend booking?', status(WEEKEND)],
      [
        'Please cancel whichever of my bookings is confirmed, I need to free up the budget',
        cancel(CONFIRMED),
      ],
      ['The confirmed booking - what did the provider say exactly?', status(CONFIRMED)],
      ['cancel the driver I have down in cape town', cancel('driver_friday')],
      ['can my driver come at 8 instead', change(DRIVERS, { time: '08:00' })],
      ['Cancel the chauffeur thing I booked, I always forget which one', cancel(DRIVERS)],
      ['cancel the booking with the provider that already confirmed', cancel(CONFIRMED)],
    ],
  ),
};
