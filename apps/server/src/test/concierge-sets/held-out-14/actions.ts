import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/**
 * Fourteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by what they are, the provider, the place, the day, the time, the
 * party, the airport or "the one I made an hour ago"; told as a story with the request at the end,
 * with a reason first, corrected mid-message ("no wait, the other one"), or negated ("keep the
 * chef"); where a human concierge would have to ask (two drivers, two airport runs, two dinners,
 * the weekend, the confirmed ones), ambiguous.
 */
export const HELD_OUT_14_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table at The Test Kitchen.
      [
        "Something's come up at the office, kill the Test Kitchen booking for tonight pls",
        cancel('table_tonight'),
      ],
      [
        "we won't make it to dinner in Woodstock later, could you let them know and cancel",
        cancel('table_tonight'),
      ],
      [
        'Scrap the reservation for two at 8 this evening, my husband surprised me with other plans.',
        cancel('table_tonight'),
      ],
      [
        "Delete the most recent booking I made, I'll redo it properly tomorrow",
        cancel('table_tonight'),
      ],
      [
        'Keep the chef on Saturday, but the table tonight must go. Cancel it please.',
        cancel('table_tonight'),
      ],
      [
        'Can the Test Kitchen table move to 9pm? traffic on the N2 is a disaster',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        "we're now 4 for dinner tonight, my brother and his wife are joining, can you update the booking",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        "Push tonight's reservation to half past eight please",
        change('table_tonight', { time: '20:30' }),
      ],
      [
        "please add to tonight's booking that it's my wife's birthday, a candle on the dessert would be lovely",
        change('table_tonight', { notes: 'birthday' }),
      ],
      [
        'Could we do tomorrow night instead for the Woodstock dinner? Same time.',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'The one I booked an hour ago: can it be 3 people instead of 2?',
        change('table_tonight', { partySize: 3 }),
      ],
      ['Has Test Kitchen come back to confirm us for tonight?', status('table_tonight')],
      ["is the 8 o'clock table sorted or still pending?", status('table_tonight')],

      // Tomorrow's airport pickup.
      [
        "My flight into Joburg has been cancelled altogether, so I don't need tomorrow morning's airport pickup anymore",
        cancel('driver_tomorrow'),
      ],
      [
        "No need for the 9am car at OR Tambo after all, my brother's fetching me",
        cancel('driver_tomorrow'),
      ],
      ['Kindly cancel the Sandton transfer for tomorrow.', cancel('driver_tomorrow')],
      [
        'Cancel the driver tomorrow. No wait, not that one, the Cape Town one on Friday',
        cancel('driver_friday'),
      ],
      [
        "Tomorrow's pickup: I'm landing earlier now, make it 7:45",
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        "Change of plan for tomorrow's driver, I'm flying into Lanseria not OR Tambo. Same time.",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Can the driver collecting me at the airport tomorrow rather come at 10:30, the BA flight is delayed',
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        "please tell tomorrow's chauffeur I'll have three big suitcases and a golf bag",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        "Push tomorrow's airport run by a day, my flight has moved to the day after",
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        "So the golf day got moved and I'll only land at 11 tomorrow, which means the driver needs to be at OR Tambo at 11:30 rather than 9",
        change('driver_tomorrow', { time: '11:30' }),
      ],
      ['Just checking my driver for tomorrow morning is confirmed?', status('driver_tomorrow')],
      [
        'do I have a name yet for the guy fetching me from OR Tambo tomorrow?',
        status('driver_tomorrow'),
      ],

      // Saturday's private chef in Constantia.
      [
        "Sadly we've had to call off Saturday's dinner party, please cancel the chef",
        cancel('chef'),
      ],
      [
        'Half the guests have covid so the Constantia dinner is off. Cancel the private chef pls',
        cancel('chef'),
      ],
      ["don't need the cook on saturday anymore", cancel('chef')],
      ['Can the chef start at 6:30 instead of 7 on Saturday?', change('chef', { time: '18:30' })],
      [
        'Numbers for Saturday have gone up to 12, please let the chef know',
        change('chef', { partySize: 12 }),
      ],
      [
        'For the chef on Saturday: one guest is coeliac, so nothing with gluten please',
        change('chef', { notes: 'gluten' }),
      ],
      [
        'Could we move the private chef to Sunday lunch rather, 1pm',
        change('chef', { date: 'sun', time: '13:00' }),
      ],
      ["We're down to 6 for the chef dinner.", change('chef', { partySize: 6 })],
      ['Change the chef to 8pm. Sorry, I mean 8:30', change('chef', { time: '20:30' })],
      [
        'Could you move the dinner party from Constantia to our place in Bishopscourt? Same date and time.',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Please bring the chef forward to 5pm on Saturday, the kids are eating with us',
        change('chef', { time: '17:00' }),
      ],
      ['Any word from a chef for Saturday yet?', status('chef')],
      ['where are we with the Constantia dinner party?', status('chef')],
      ["I'm not cancelling anything, I just want to know if the chef is confirmed", status('chef')],

      // The villa in Camps Bay.
      [
        "We've decided to stay with family instead, so please cancel the Camps Bay villa",
        cancel('villa'),
      ],
      ['cancel the house in camps bay, trip postponed to next year', cancel('villa')],
      [
        "My sister's family is joining, can the villa be for 9 people now?",
        change('villa', { partySize: 9 }),
      ],
      [
        "For the Camps Bay villa we'd like to arrive a week later than planned, if possible",
        change('villa', { date: '+28' }),
      ],
      [
        'Please note on the villa booking that we need a cot and a high chair',
        change('villa', { notes: 'cot' }),
      ],
      ['Has anyone come back about the villa in Camps Bay?', status('villa')],
      ['villa - confirmed or not?', status('villa')],

      // Sunday's yacht.
      ["We need to cancel Sunday's boat, the forecast is awful", cancel('yacht')],
      ['Please cancel the Atlantic Blue charter.', cancel('yacht')],
      ["Don't touch the villa. It's the yacht I want cancelled.", cancel('yacht')],
      ["I'd like to cancel the 3pm sailing on Sunday", cancel('yacht')],
      [
        'Can we take the yacht out at 11 on Sunday rather than 3?',
        change('yacht', { time: '11:00' }),
      ],
      ["The yacht charter: we'll be 14 now, is that ok?", change('yacht', { partySize: 14 })],
      ["Is Sunday's yacht definitely confirmed?", status('yacht')],
      ["Remind me what's happening with the boat trip from the Waterfront", status('yacht')],

      // Next Friday's driver in Cape Town.
      [
        'Cancel my chauffeur for next Friday evening, the conference was called off',
        cancel('driver_friday'),
      ],
      ["won't need Cape Executive Chauffeurs anymore, please cancel them", cancel('driver_friday')],
      [
        'My Cape Town flight lands at 7pm next Friday now, can the driver adjust?',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'The driver next Friday: please collect at 17:15 instead',
        change('driver_friday', { time: '17:15' }),
      ],
      [
        "For my Friday driver in Cape Town, please add that I'm on flight FA 214",
        change('driver_friday', { notes: 'FA 214' }),
      ],
      ['Is the Cape Town airport to hotel driver all set?', status('driver_friday')],

      // Last week's security and last month's event.
      ['Why did the security for the Sandton gala get declined?', status('security')],
      ['what happened with my close protection request last week', status('security')],
      ['Did Shield ever explain why they turned me down?', status('security')],
      ["What became of the planning for my wife's 50th in Franschhoek?", status('event')],
      ['Is the birthday lunch planning dead, or just on hold?', status('event')],

      // Where a human would have to ask which one.
      ['Please cancel the driver booking, plans have changed', cancel(DRIVERS)],
      ['cancel the airport transfer', cancel(DRIVERS)],
      ['has the driver been sorted?', status(DRIVERS)],
      ['Change the driver to 10am please', change(DRIVERS, { time: '10:00' })],
      ['Make the airport pickup 5pm instead', change(DRIVERS, { time: '17:00' })],
      ['check on my chauffeur for me', status(DRIVERS)],
      ['We have to bail on dinner, please cancel it', cancel(DINNERS)],
      ['Move the dinner booking to 8:30', change(DINNERS, { time: '20:30' })],
      ['Any movement on our dinner booking?', status(DINNERS)],
      [
        "Please let them know on my dinner booking that it's our anniversary",
        change(DINNERS, { notes: 'anniversary' }),
      ],
      ["We're not around this weekend after all, cancel the booking we have then", cancel(WEEKEND)],
      ["What's the latest on our weekend booking?", status(WEEKEND)],
      [
        "I see one of my bookings got confirmed. Please cancel that one, I don't need it anymore",
        cancel(CONFIRMED),
      ],
      ['tell me about the booking that was confirmed', status(CONFIRMED)],
    ],
  ),
};
