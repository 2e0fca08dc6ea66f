import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const drivers = either('driver_tomorrow', 'driver_friday');
const dinners = either('table_tonight', 'chef');
const weekend = either('chef', 'yacht');

/**
 * Sixth held-out set: cancelling, changing and asking after the member's own eight requests
 * (../member-requests.ts), in the words members use rather than the words on the request. Where
 * a human concierge would have to ask which one is meant (two drivers, two dinners, the weekend's
 * chef and yacht, "the airport pick-up" when both drivers start at an airport) the label is
 * ambiguous between them.
 */
export const HELD_OUT_6_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['pls cancel the driver I booked', cancel(drivers)],
      ["I don't need the driver anymore, thanks", cancel(drivers)],
      ['Cancel the transport', cancel(drivers)],
      ['pls cancel the pick up at the airport', cancel(drivers)],
      ['Cancel the dinner please, plans changed', cancel(dinners)],
      ['whats happening with my driver booking??', status(drivers)],
      ["what's the latest on my bookings for this weekend?", status(weekend)],
      ['is the dinner still on?', status(dinners)],
      ['change my driver to 8am', change(drivers, { time: '08:00' })],
      ['My driver needs to fetch me at 7:15 instead', change(drivers, { time: '07:15' })],
      ['shift the driver to 10', change(drivers, { time: '10:00' })],
      ['move the weekend booking to 5pm', change(weekend, { time: '17:00' })],
      [
        "tell the driver I'll have two big suitcases and a golf bag",
        change(drivers, { notes: 'suitcases' }),
      ],
      [
        "Hi, something came up at work. Please cancel tonight's table at the Test Kitchen.",
        cancel('table_tonight'),
      ],
      ['can you kill the chef booking for saturday, guests pulled out', cancel('chef')],
      ["We won't need the Camps Bay villa after all - please cancel it", cancel('villa')],
      ['Cancel the boat on Sunday.', cancel('yacht')],
      ['please cancel the airport pickup tomorrow morning', cancel('driver_tomorrow')],
      ['Scrap the Cape Town chauffeur for next Friday', cancel('driver_friday')],
      ['take the Test Kitchen booking off please, we will eat in', cancel('table_tonight')],
      ['Hey, I need to cancel the booking for Sunday', cancel('yacht')],
      ['Cancel Saturday. The dinner party is off', cancel('chef')],
      ["don't worry about the villa anymore, we've sorted our own place", cancel('villa')],
      ['I must cancel the Test Kitchen tonight sorry', cancel('table_tonight')],
      ['I would like to cancel the chauffeur booked for tomorrow at 9', cancel('driver_tomorrow')],
      ['Please cancel the driver on Friday, my flight got moved', cancel('driver_friday')],
      ['Cancel the Sandton security request', cancel('security')],
      ['the chef thing on sat is off, plz cancel', cancel('chef')],
      ['move tonights table to 9pm', change('table_tonight', { time: '21:00' })],
      [
        'Can we push the Test Kitchen booking to half past eight?',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'make the reservation tonight for 4 people instead of 2',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Please can you change tonights reservation to 7pm, the kids are exhausted',
        change('table_tonight', { time: '19:00' }),
      ],
      [
        "make it 3 at the test kitchen tonight, my sister's joining us",
        change('table_tonight', { partySize: 3 }),
      ],
      [
        "add to the table booking that it's my wife's birthday please",
        change('table_tonight', { notes: 'birthday' }),
      ],
      [
        'Could the table tonight be moved to Saturday instead, same time',
        change('table_tonight', { date: 'sat' }),
      ],
      [
        "tonight's booking, can you move it to tomorrow? same time is fine",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'my flight lands later, can the OR Tambo driver come at 11 instead',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      ["push tomorrow's pickup back an hour", change('driver_tomorrow', { time: '10:00' })],
      [
        "Tomorrow's driver: collect me from Lanseria instead of OR Tambo please",
        change('driver_tomorrow', { place: 'Lanseria|Johannesburg' }),
      ],
      ['Chef on Saturday - can he come at 6 rather than 7?', change('chef', { time: '18:00' })],
      ["we're now 10 for the chef dinner, not 8", change('chef', { partySize: 10 })],
      ['please let the chef know one of the guests is vegan', change('chef', { notes: 'vegan' })],
      ['Can we shift the private chef over to the Sunday', change('chef', { date: 'sun' })],
      [
        'Please push the chef out by a week, to the Saturday after',
        change('chef', { date: 'sat+7' }),
      ],
      [
        'the chef should come to our place in Bishopscourt, not Constantia',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['Chef booking - change it to Friday 7pm', change('chef', { date: 'fri', time: '19:00' })],
      ['Can the villa booking be for 8 guests rather than 6?', change('villa', { partySize: 8 })],
      ['Change the villa to start a week later', change('villa', { date: '+28' })],
      [
        'Could you move my Camps Bay stay to Clifton instead, if there is something there',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['we only need the villa for 4 guests now', change('villa', { partySize: 4 })],
      ['Bump the boat trip to 4pm', change('yacht', { time: '16:00' })],
      ['can we make the yacht 12 people', change('yacht', { partySize: 12 })],
      [
        'can the boat leave from the waterfront at 2 instead of 3?',
        change('yacht', { time: '14:00' }),
      ],
      ["Change Friday's driver to 19h00", change('driver_friday', { time: '19:00' })],
      ['any word yet on the Camps Bay villa?', status('villa')],
      ['Has the yacht been confirmed?', status('yacht')],
      ["what's the status of my security request", status('security')],
      ['did the driver for tomorrow get sorted?', status('driver_tomorrow')],
      ['Is my table at the Test Kitchen confirmed yet', status('table_tonight')],
      ['any news from the chef?', status('chef')],
      ['what happened with the Franschhoek birthday planning?', status('event')],
      ['why did shield protection decline me', status('security')],
      ['Is my Friday chauffeur in Cape Town confirmed?', status('driver_friday')],
      ['is the boat still on for sunday?', status('yacht')],
      ['where are we with the villa', status('villa')],
      ['any update on my dinner reservation?', status('table_tonight')],
      ['Has anyone replied about the boat?', status('yacht')],
      ['did the skipper say where we must meet?', status('yacht')],
      ['Status on the OR Tambo transfer?', status('driver_tomorrow')],
      ["tomorrow's driver, is it confirmed??", status('driver_tomorrow')],
      ["how's the chef request looking", status('chef')],
      ['Was my wifes 50th in Franschhoek cancelled? I never heard back', status('event')],
    ],
  ),
};
