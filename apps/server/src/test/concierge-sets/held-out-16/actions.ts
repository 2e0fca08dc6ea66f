import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Sixteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the provider, the weekday, the
 * hour, the party, the guests, "my latest request", "the one I made yesterday" or only by what
 * went wrong ("the babysitter cancelled on us", "the meeting moved to Durban"); as a story that
 * ends in the request, a statement ("we're now four for tonight"), a hedge ("if they can do it"),
 * a negation ("keep the villa, the boat must go"), a correction ("cancel the chef. Sorry no, the
 * villa"), a reason after the request, or a note for the provider; and, where a careful concierge
 * would have to ask (the driver, the chauffeur, the airport pickup, the dinner, this weekend, the
 * confirmed one, the one still pending), ambiguous.
 */
export const HELD_OUT_16_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Eish, the babysitter just cancelled on us. Please kill tonight’s booking at the Test Kitchen',
        cancel('table_tonight'),
      ],
      [
        'can u cancel the woodstock table pls, my husbands flight is delayed and I wont go alone',
        cancel('table_tonight'),
      ],
      [
        'Could you shift tonight’s dinner to 9pm instead of 8?',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'We’re now 4 for the Test Kitchen tonight - my brother and his wife decided to join',
        change('table_tonight', { partySize: 4 }),
      ],
      ['Has the restaurant confirmed our table for this evening yet?', status('table_tonight')],
      [
        'Please move the Test Kitchen booking to tomorrow night, same time',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Tonight’s table — could you add a note that it’s our anniversary? Maybe they do something small',
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'Quarter past 8 would suit us better for the Woodstock dinner, if they can do it',
        change('table_tonight', { time: '20:15' }),
      ],
      ['Never mind the table at 8, we’ll just eat at home. Sorry!', cancel('table_tonight')],
      [
        'Hi, quick one: did the Test Kitchen come back to you about tonight?',
        status('table_tonight'),
      ],
      [
        'please change the party for tonight’s table to 3, a friend is tagging along',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'hey, the reservation tonight - can we push it to 20:45? traffic on the N1 is a nightmare',
        change('table_tonight', { time: '20:45' }),
      ],
      ['My latest request - please cancel it, I booked it in a rush', cancel('table_tonight')],
      [
        'For tonight’s booking we’d prefer to sit outside on the terrace if possible',
        change('table_tonight', { notes: 'outside' }),
      ],
      [
        'The table is for 6 tonight, not 2 — I should have said, my apologies',
        change('table_tonight', { partySize: 6 }),
      ],
      [
        'Please bring tonight’s 8pm dinner forward to 7, we’re both exhausted',
        change('table_tonight', { time: '19:00' }),
      ],

      // Tomorrow's 09:00 driver from OR Tambo.
      [
        'I’m no longer flying into Joburg tomorrow, the meeting moved to Durban, so I won’t need the pickup at OR Tambo. Cancel please.',
        cancel('driver_tomorrow'),
      ],
      [
        'my flight lands 2 hours later than planned, can the airport driver tomorrow come at 11 instead',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      ['Any word on tomorrow morning’s car from the airport?', status('driver_tomorrow')],
      [
        'Change of plans - tomorrow’s driver must fetch me from Lanseria, not OR Tambo',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Re the OR Tambo pickup tomorrow: please tell the driver I’ll have two big golf bags with me',
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      ['Drop the 9am car tomorrow, a colleague is fetching me', cancel('driver_tomorrow')],
      [
        'Pls make tomorrow’s airport pickup half past 9, I always take forever at passport control',
        change('driver_tomorrow', { time: '09:30' }),
      ],
      [
        'Can the OR Tambo driver come the day after tomorrow instead? My trip got pushed by a day',
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        'Cancel the airport transfers. Hmm no, only tomorrow’s one, keep the Cape Town one',
        cancel('driver_tomorrow'),
      ],
      [
        'I think I booked a driver for tomorrow at the airport? Could you check whether it’s confirmed',
        status('driver_tomorrow'),
      ],
      [
        'The OR Tambo driver tomorrow: I’ll be coming out of international arrivals, flight BA55',
        change('driver_tomorrow', { notes: 'BA55' }),
      ],

      // Saturday's private chef for 8 in Constantia, 19:00.
      [
        'The dinner party on Saturday is off, my mother-in-law is in hospital. Please cancel the chef.',
        cancel('chef'),
      ],
      ['Numbers for Saturday’s chef have dropped to 6', change('chef', { partySize: 6 })],
      [
        'Could the Constantia chef start at 6:30 instead of 7? Some guests have a long drive home',
        change('chef', { time: '18:30' }),
      ],
      [
        'we’ve added two more guests for the chef dinner so it’s 10 now',
        change('chef', { partySize: 10 }),
      ],
      [
        'Move the private chef from Saturday to Friday please, same time',
        change('chef', { date: 'fri' }),
      ],
      ['Has a chef actually accepted the Saturday job yet?', status('chef')],
      [
        'For the chef on Saturday — two of the guests are vegan, please let them know',
        change('chef', { notes: 'vegan' }),
      ],
      [
        'We’re doing Saturday’s dinner at my sister’s place in Bishopscourt now, not at ours in Constantia',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'the dinner I booked yesterday for 8 people... cancel it, we’re going away for the weekend',
        cancel('chef'),
      ],
      [
        'So my daughter’s matric dance got moved to Saturday, which means the chef dinner clashes. Rather cancel it I’m afraid',
        cancel('chef'),
      ],
      [
        'Make it Sunday 1pm for the chef instead of Saturday evening, a lunch works better',
        change('chef', { date: 'sun', time: '13:00' }),
      ],
      ['Saturday’s chef: please make sure everything is halal', change('chef', { notes: 'halal' })],
      ['Could you check if the chef has been confirmed for Saturday?', status('chef')],
      ['The private chef is no longer needed', cancel('chef')],

      // The villa in Camps Bay in three weeks, 6 guests.
      [
        'We’ve decided to stay with family instead, so the Camps Bay villa can go. Please cancel.',
        cancel('villa'),
      ],
      ['Is there any movement on the villa?', status('villa')],
      ['We’ll be 8 not 6 in the Camps Bay house', change('villa', { partySize: 8 })],
      [
        'Could we look at Clifton instead of Camps Bay for the villa? Friends say it’s less windy',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['villa: pls note we need a cot for the baby', change('villa', { notes: 'cot' })],
      [
        'What’s the latest with the accommodation request I put in a couple of days ago?',
        status('villa'),
      ],
      ['For the villa, can we check in on the 20th instead?', change('villa', { date: 'dom:20' })],
      [
        'My in-laws have taken over the holiday plans so you can scrap our Camps Bay request',
        cancel('villa'),
      ],
      ['Please cancel the chef. Sorry no, I mean the villa! The chef stays.', cancel('villa')],

      // Sunday's confirmed yacht from the V&A Waterfront, 15:00, 10 guests.
      ['The weather looks rough for Sunday, please cancel the boat', cancel('yacht')],
      ['Is the yacht still on for Sunday afternoon?', status('yacht')],
      [
        'Can Atlantic Blue take us out at 4 instead of 3 on Sunday?',
        change('yacht', { time: '16:00' }),
      ],
      ['Only 7 of us coming on the charter now', change('yacht', { partySize: 7 })],
      [
        'Please ask the skipper if we can bring a birthday cake on board on Sunday',
        change('yacht', { notes: 'cake' }),
      ],
      ['Keep the villa, but the boat on Sunday must go', cancel('yacht')],
      [
        'Can the yacht leave from Hout Bay instead of the Waterfront?',
        change('yacht', { place: 'Hout Bay|Cape Town' }),
      ],
      [
        'Sunday’s boat: any chance of going earlier, like noon?',
        change('yacht', { time: '12:00' }),
      ],
      [
        'We have 12 coming on the boat now, hope that’s ok. Please update it',
        change('yacht', { partySize: 12 }),
      ],

      // Next Friday's confirmed driver in Cape Town, 18:00.
      [
        'The Cape Town driver next Friday — please cancel, I’m flying straight on to Durban.',
        cancel('driver_friday'),
      ],
      ['Did Cape Executive Chauffeurs say anything more about Friday?', status('driver_friday')],
      [
        'My Cape Town flight on Friday next week now lands at 7:30pm, can the chauffeur come then',
        change('driver_friday', { time: '19:30' }),
      ],
      [
        'Tell the driver for my Cape Town arrival that the name board should say Dr Mokoena',
        change('driver_friday', { notes: 'Mokoena' }),
      ],
      ['Is there an update on Friday’s Cape Town transfer?', status('driver_friday')],
      [
        'The driver for my Cape Town arrival needs to come a day earlier, on the Thursday',
        change('driver_friday', { date: 'next:thu' }),
      ],

      // Last week's declined security and last month's cancelled event.
      [
        'Why did they decline the security for the gala? I thought it was a done deal',
        status('security'),
      ],
      [
        'Did anything happen with the close protection request in Sandton? I never heard',
        status('security'),
      ],
      ['What happened with my wife’s birthday lunch planning in Franschhoek?', status('event')],
      ['Is the Franschhoek event thing definitely cancelled?', status('event')],

      // Ambiguous: a human would ask which one.
      ['Cancel my driver please', cancel(DRIVERS)],
      ['I won’t be needing the chauffeur anymore', cancel(DRIVERS)],
      ['Can you make the driver 10:30 instead?', change(DRIVERS, { time: '10:30' })],
      ['Is my airport pickup confirmed?', status(DRIVERS)],
      ['I need to cancel the driver booking, the meeting got moved', cancel(DRIVERS)],
      ['The car booking needs to be pushed to 11am', change(DRIVERS, { time: '11:00' })],
      ['Cancel the dinner, something’s come up', cancel(DINNERS)],
      ['Please move the dinner to 8:30', change(DINNERS, { time: '20:30' })],
      [
        'Can we add a note to the dinner that my wife is gluten intolerant',
        change(DINNERS, { notes: 'gluten' }),
      ],
      ['Cancel the weekend booking, we’re going to the farm instead', cancel(WEEKEND)],
      ['Is the booking for this weekend confirmed yet?', status(WEEKEND)],
      ['The thing this weekend - can it be moved to 2pm?', change(WEEKEND, { time: '14:00' })],
      ['Please cancel the confirmed booking, I can’t make it after all', cancel(CONFIRMED)],
      ['Any news on my pending request?', status(PENDING)],
      ['Please cancel the one that’s still pending', cancel(PENDING)],
    ],
  ),
};
