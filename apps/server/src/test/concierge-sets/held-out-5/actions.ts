import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

/**
 * Fifth held-out set: acting on the member's own requests (member-requests.ts): cancel, change
 * (time, date, place, party size, notes) and status, the request named by its type, provider,
 * day, place, time or "my last request"; at least eight a human would have to ask about (two
 * drivers, two dinners, a weekend with a chef and a yacht).
 */
const drivers = either('driver_tomorrow', 'driver_friday');
const dinners = either('table_tonight', 'chef');
const weekend = either('chef', 'yacht');

export const HELD_OUT_5_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancels.
      ['pls cancel the table at test kitchen, something came up', cancel('table_tonight')],
      [
        "I won't make it to dinner at The Test Kitchen tonight. Could you cancel it please",
        cancel('table_tonight'),
      ],
      ['Scrap my last request', cancel('table_tonight')],
      ['kill the airport pickup tomorrow morning, my flight got moved', cancel('driver_tomorrow')],
      [
        "We're not doing the dinner party on Saturday anymore so the chef can be cancelled",
        cancel('chef'),
      ],
      ['cancel the camps bay villa, family trip is off 😞', cancel('villa')],
      ['Please call off the boat on Sunday, the weather looks dodgy', cancel('yacht')],
      [
        'no need for the chauffeur next friday evening anymore, cancel pls',
        cancel('driver_friday'),
      ],
      ["don't need the private chef anymore thanks, please cancel", cancel('chef')],
      ['Can we cancel the yacht charter? Half the guests bailed', cancel('yacht')],
      ['remove the villa request please, we found a place through friends', cancel('villa')],
      ['cancel the 9am pickup', cancel('driver_tomorrow')],
      ["I'd like to cancel the booking for 10 people on the boat", cancel('yacht')],
      ['cancel the request for the house in camps bay', cancel('villa')],
      ['cancel my driver for next week', cancel('driver_friday')],
      ['Cancel whichever driver booking is still pending', cancel('driver_tomorrow')],
      ['cancle the chef pls', cancel('chef')],
      // Ambiguous cancels: a human asks which one.
      ['ugh, cancel my driver booking', cancel(drivers)],
      ['Can you cancel the driver booking pls', cancel(drivers)],
      ['cancel dinner', cancel(dinners)],
      ['I need to cancel my weekend booking', cancel(weekend)],
      // Changes.
      ['Can you move my table tonight to 8:30?', change('table_tonight', { time: '20:30' })],
      ["we're now 4 for Test Kitchen tonight, not 2", change('table_tonight', { partySize: 4 })],
      ['push the OR Tambo pickup to 10:15', change('driver_tomorrow', { time: '10:15' })],
      [
        'My flight lands earlier, can the driver tomorrow be there at 7:45 instead',
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        'the driver must collect me at Lanseria instead of OR Tambo tomorrow',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['Chef on Saturday: can we make it 7:30pm rather than 7', change('chef', { time: '19:30' })],
      [
        "We'll be 10 at the dinner party now, please tell the chef",
        change('chef', { partySize: 10 }),
      ],
      ['move the private chef to Sunday', change('chef', { date: 'sun' })],
      [
        'The chef dinner is moving to our house in Bishopscourt',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['please let the chef know two of the guests are vegan', change('chef', { notes: 'vegan' })],
      ['For the villa can we do 8 people instead of 6', change('villa', { partySize: 8 })],
      ['Change the yacht on Sunday to 4pm', change('yacht', { time: '16:00' })],
      ['can the boat trip go out at 2pm rather', change('yacht', { time: '14:00' })],
      [
        '12 of us on the yacht now, is that ok? please update it',
        change('yacht', { partySize: 12 }),
      ],
      ["next Friday's driver, make it 6:45pm", change('driver_friday', { time: '18:45' })],
      [
        'add a note for my driver next Friday that we need a baby seat',
        change('driver_friday', { notes: 'baby seat' }),
      ],
      ['move my table to tomorrow', change('table_tonight', { date: 'tomorrow' })],
      [
        "Test Kitchen booking: add that it's my wife's birthday please",
        change('table_tonight', { notes: 'birthday' }),
      ],
      [
        'the villa dates need to shift, can we rather start on the 20th',
        change('villa', { date: 'dom:20' }),
      ],
      [
        'Change of plans, the 8 person dinner in Constantia needs to start at 6pm',
        change('chef', { time: '18:00' }),
      ],
      [
        'My Test Kitchen reservation, can we make it 6 people and 7pm?',
        change('table_tonight', { partySize: 6, time: '19:00' }),
      ],
      [
        'Change the driver for next Friday to pick me up at Cape Town International',
        change('driver_friday', { place: 'Cape Town International Airport|Cape Town' }),
      ],
      [
        'tell tomorrows driver i have 3 big suitcases and golf clubs',
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        'can the chef do the Saturday dinner on Friday at 7pm instead',
        change('chef', { date: 'fri', time: '19:00' }),
      ],
      ['can u chnage tonights table to 9pm', change('table_tonight', { time: '21:00' })],
      // Ambiguous changes.
      ['switch my driver to 11am if possible', change(drivers, { time: '11:00' })],
      ['reschedule the driver to 2pm please', change(drivers, { time: '14:00' })],
      ['Can you make my dinner booking for 3 people', change(dinners, { partySize: 3 })],
      // Status.
      ['any update on my villa in Camps bay?', status('villa')],
      ['Has the chef confirmed for Saturday?', status('chef')],
      ["is tonight's table actually confirmed or still waiting?", status('table_tonight')],
      ["What's happening with the driver picking me up tomorrow", status('driver_tomorrow')],
      ['is the yacht thing still happening on sunday?', status('yacht')],
      ['did the chauffeur for next Friday get confirmed', status('driver_friday')],
      ['Why did the security company say no?', status('security')],
      ['what happened with the close protection request for the gala', status('security')],
      ["Was my wife's 50th planning cancelled? I never heard anything", status('event')],
      ['Where are we with the Franschhoek birthday lunch planning', status('event')],
      ['did my last request go through', status('table_tonight')],
      ['hey has anyone accepted the private chef job yet', status('chef')],
      ['Is Atlantic Blue still fine for Sunday?', status('yacht')],
      ['has cape executive chauffeurs confirmed?', status('driver_friday')],
      ['Did Shield Protection turn me down?', status('security')],
      ['villa status pls', status('villa')],
      ['yo is my OR Tambo driver sorted for tomorrow', status('driver_tomorrow')],
      ["How's my request for the chef looking?", status('chef')],
      ['could you check on my pickup tomorrow?', status('driver_tomorrow')],
      ['wats the status of the villa', status('villa')],
      // Ambiguous status.
      ['status of my driver?', status(drivers)],
      ["what's the latest on my driver", status(drivers)],
      ['any news on my booking this weekend', status(weekend)],
      ['is my dinner booking confirmed', status(dinners)],
    ],
  ),
};
