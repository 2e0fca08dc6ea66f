import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Ninth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), found by type, provider, place, day, time, party or "the last one";
 * where a human concierge would have to ask (two drivers, two airport runs, two dinners, the
 * weekend, the confirmed ones), ambiguous.
 */
export const HELD_OUT_9_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancelling, one request.
      ['pls cancel the test kitchen tonight, babysitter bailed on us', cancel('table_tonight')],
      [
        "Hi there, kindly cancel my OR Tambo pick-up for tomorrow morning. My flight's been moved to Thursday and I'll sort it out again closer to the time.",
        cancel('driver_tomorrow'),
      ],
      ['cancel the private chef on saturday', cancel('chef')],
      ["We've decided against the villa in Camps Bay. Please cancel it.", cancel('villa')],
      ['cancel the yacht', cancel('yacht')],
      ['kill the booking for the 8 of us on saturday', cancel('chef')],
      ['i need to cancel the cape executive chauffeurs one', cancel('driver_friday')],
      [
        'Cancel the Sandton transfer from the airport tomorrow, my PA is collecting me',
        cancel('driver_tomorrow'),
      ],
      ['please cancel the last request i made', cancel('table_tonight')],
      [
        'Can you cancel the booking with Atlantic Blue Charters? Weather looks terrible for Sunday.',
        cancel('yacht'),
      ],
      ['no longer need the house for 6 in 3 weeks, pls cancel', cancel('villa')],
      ['Cancel tonight.', cancel('table_tonight')],
      ['Please cancel my chef booking in Constantia', cancel('chef')],
      [
        'cancel the driver for next friday, we are staying in joburg after all',
        cancel('driver_friday'),
      ],
      ["ag man, cancel the chef, the in-laws aren't coming anymore", cancel('chef')],
      ['cancel my booking in woodstock', cancel('table_tonight')],
      ['cancel the pending one in camps bay', cancel('villa')],
      ['cancel the sunday afternoon charter', cancel('yacht')],
      [
        'Good afternoon. Regrettably we need to cancel the dinner reservation for two this evening. Please pass on our apologies to the restaurant.',
        cancel('table_tonight'),
      ],
      ['cancel the boat for 10', cancel('yacht')],
      // Cancelling, where a human would have to ask which.
      ['please cancel my driver', cancel(DRIVERS)],
      ['Cancel dinner pls', cancel(DINNERS)],
      ['cancel my airport transfer', cancel(DRIVERS)],
      ['cancel the weekend booking', cancel(WEEKEND)],
      ['cancel the confirmed one', cancel(CONFIRMED)],
      ['I want to cancel the car', cancel(DRIVERS)],
      ["i don't need the chauffeur anymore", cancel(DRIVERS)],
      // Changing, one request.
      ["move tonight's table to 9pm please", change('table_tonight', { time: '21:00' })],
      ['can the chef come at 6 instead of 7 on saturday', change('chef', { time: '18:00' })],
      [
        'make the test kitchen booking for 4, two friends are joining',
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Could we move the Saturday dinner party at home to Sunday? Same time.',
        change('chef', { date: 'sun' }),
      ],
      [
        "tomorrow's pickup needs to be 10:30 not 9, flight delayed",
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        'Change the driver tomorrow to pick me up at Lanseria rather than OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['there will be 12 of us for the chef now', change('chef', { partySize: 12 })],
      [
        'Can you tell the chef one guest is coeliac, so no gluten please',
        change('chef', { notes: 'gluten' }),
      ],
      ['push the villa out by a week', change('villa', { date: '+28' })],
      ['can we do the villa for 8 guests instead of 6', change('villa', { partySize: 8 })],
      [
        "tonight's reservation: please add a note that it's our anniversary",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'move the test kitchen booking to tomorrow, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'For the chef on Saturday please note my wife is now pescatarian',
        change('chef', { notes: 'pescatarian' }),
      ],
      [
        'can we switch the chef to our place in Bishopscourt',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Move the Camps Bay villa to Clifton if they have something similar there',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['can the boat go out at 2 instead', change('yacht', { time: '14:00' })],
      ["yacht on sunday, we'll be 12 now", change('yacht', { partySize: 12 })],
      ['Need the Friday driver at 5:30pm instead of 6', change('driver_friday', { time: '17:30' })],
      [
        "shift tonight's dinner at the Test Kitchen to 7:30",
        change('table_tonight', { time: '19:30' }),
      ],
      ['chef saturday - pls make it 7.30pm', change('chef', { time: '19:30' })],
      [
        "Can you push tomorrow's driver to 9:45? Landing later than planned",
        change('driver_tomorrow', { time: '09:45' }),
      ],
      ['chef: change to 10 guests and 8pm', change('chef', { partySize: 10, time: '20:00' })],
      [
        "Tonight's booking, can we add one more person? My cousin is in town",
        change('table_tonight', { partySize: 3 }),
      ],
      // Changing, where a human would have to ask which.
      ['move my driver to 11', change(DRIVERS, { time: '11:00' })],
      ['change the dinner to 8:30', change(DINNERS, { time: '20:30' })],
      ['weekend booking, can you make it 4pm', change(WEEKEND, { time: '16:00' })],
      ['My driver should be there at 8:15 instead', change(DRIVERS, { time: '08:15' })],
      // Asking after a request.
      ['has the chef for saturday confirmed yet or still waiting?', status('chef')],
      ["any news on tonight's table?", status('table_tonight')],
      ['Is my driver sorted for tomorrow?', status('driver_tomorrow')],
      ["what's the latest on the villa", status('villa')],
      ['is the yacht still on for sunday', status('yacht')],
      ['why on earth was my security request for the gala declined?', status('security')],
      ["What happened with the event planning for my wife's 50th?", status('event')],
      ['did the Friday chauffeur confirm', status('driver_friday')],
      ['Any update on the Camps Bay house?', status('villa')],
      [
        'Hey, is the Test Kitchen booking confirmed? Need to know before I tell my date',
        status('table_tonight'),
      ],
      ['did Shield Protection give a reason?', status('security')],
      ['is the OR Tambo pickup confirmed', status('driver_tomorrow')],
      ['anything back from the provider on the chef?', status('chef')],
      ['What did the skipper say about where to meet?', status('yacht')],
      ['the booking for 10 on the boat, all good?', status('yacht')],
      [
        'Is the Franschhoek birthday lunch planning still cancelled, or is there a way to revive it?',
        status('event'),
      ],
      // Asking after a request, where a human would have to ask which.
      ['status of my driver booking?', status(DRIVERS)],
      ['has anyone picked up my dinner request', status(DINNERS)],
      ['where are we with the weekend stuff?', status(WEEKEND)],
      ['Just checking that my airport transfer is confirmed', status(DRIVERS)],
    ],
  ),
};
