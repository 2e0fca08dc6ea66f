import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Eighteenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider
 * (Atlantic Blue, Cape Executive, Shield Protection), the weekday, the hour, the party, the
 * occasion (a gala, a fiftieth), the kind of thing ("the accommodation request", "the boat
 * thing"), or only by what happened (a sick child, a grounded flight, a storm warning, a meeting
 * moved online, an argument); as a voice-note ramble, a statement ("tonight is now just me"), a
 * hedge ("if it's not a schlep"), arithmetic on the time ("45 min later", "an hour earlier") or
 * the party ("two couples pulled out"), a negation ("keep the chef, it's the restaurant that must
 * go"), a correction ("cancel the yacht. No wait, the villa", "7... no, 7:15"), or a note for the
 * provider (a proposal, a nut allergy, a pregnancy, a Labrador, a child seat, a golf bag, a
 * wheelchair); and, where a careful concierge would have to ask (the chauffeur, the car, the
 * airport transfer, the dinner, the meal, the weekend booking, the confirmed one, the pending
 * one), ambiguous.
 */
export const HELD_OUT_18_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'We are stuck at the in-laws in Durbanville and there is no ways we make Woodstock by 8. Please kill tonight’s reservation',
        cancel('table_tonight'),
      ],
      [
        'tonights test kitchen: can they do 8:30 instead? babysitter is running late',
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'My brother just landed out of the blue, so the dinner tonight must be for three people please',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Could you ask the restaurant tonight for a quiet corner table? I’m going to pop the question 🙈',
        change('table_tonight', { notes: 'corner' }),
      ],
      ['Is the Test Kitchen thing actually booked or still hanging?', status('table_tonight')],
      [
        're Woodstock tonight, bump it 45 min later pls, traffic on the N1 is a joke',
        change('table_tonight', { time: '20:45' }),
      ],
      [
        'The 8pm reservation, make it an hour earlier? We want to catch a show afterwards',
        change('table_tonight', { time: '19:00' }),
      ],
      [
        'lol my date bailed. tonight’s table is now just me, keep it anyway, I deserve a good meal',
        change('table_tonight', { partySize: 1 }),
      ],
      [
        'Keep the chef on Saturday, it’s the restaurant tonight that must go. Not in the mood after today.',
        cancel('table_tonight'),
      ],
      [
        'Did the restaurant in Woodstock ever come back to you about tonight?',
        status('table_tonight'),
      ],
      [
        'Can tonight’s dinner at the Test Kitchen move to tomorrow night, same time? Both kids are sick',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'my wife is vegetarian, please let them know at the restaurant tonight',
        change('table_tonight', { notes: 'vegetarian' }),
      ],
      [
        'Change tonight’s booking to 7... no sorry, 7:15. Long day.',
        change('table_tonight', { time: '19:15' }),
      ],

      // Tomorrow's driver from OR Tambo at 09:00.
      [
        'My flight got moved up, so the OR Tambo pickup tomorrow should be at 8:15 now',
        change('driver_tomorrow', { time: '08:15' }),
      ],
      [
        'Cancel tomorrow morning’s airport pickup, a colleague is fetching me after all',
        cancel('driver_tomorrow'),
      ],
      [
        'Cape Town flight is delayed by two hours, please push tomorrow’s driver to 11',
        change('driver_tomorrow', { time: '11:00' }),
      ],
      [
        'has anyone actually been assigned to collect me at the airport tomorrow morning?',
        status('driver_tomorrow'),
      ],
      [
        'For the driver tomorrow - I’ll have 3 huge suitcases, so a big boot please',
        change('driver_tomorrow', { notes: 'suitcase' }),
      ],
      [
        'Small change: I land at Lanseria tomorrow, not OR Tambo. Can the pickup be there instead?',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'tomorrows 9am car, rather make it 9:45, thanks',
        change('driver_tomorrow', { time: '09:45' }),
      ],
      [
        'The meeting in Sandton went online so I don’t need the airport transfer tomorrow anymore',
        cancel('driver_tomorrow'),
      ],
      [
        'Could the driver for tomorrow rather come the day after, same time? Flight was cancelled outright',
        change('driver_tomorrow', { date: '+2' }),
      ],
      ['Where are we with my pickup from OR Tambo?', status('driver_tomorrow')],
      [
        'Tomorrow’s driver: tell him I’ll be carrying a golf bag as well please',
        change('driver_tomorrow', { notes: 'golf' }),
      ],

      // Saturday's private chef for 8 in Constantia at 19:00.
      [
        'Saturday’s dinner party: two couples have pulled out, so we’re 4 now',
        change('chef', { partySize: 4 }),
      ],
      [
        'Please cancel the private chef on Saturday, we’re going to the farm after all',
        cancel('chef'),
      ],
      [
        'The chef in Constantia, could he start at 6:30 rather than 7?',
        change('chef', { time: '18:30' }),
      ],
      [
        'One of Saturday’s guests has a serious nut allergy, please pass it on to the chef',
        change('chef', { notes: 'nut' }),
      ],
      ['any news from the chef for the weekend yet', status('chef')],
      [
        'Make the Saturday chef for 10, my sister’s whole family is coming down from Joburg',
        change('chef', { partySize: 10 }),
      ],
      ['Can we shift the chef to Sunday? Same time, same people', change('chef', { date: 'sun' })],
      [
        'Change of venue for the chef, we’re doing it at my brother’s place in Bishopscourt now',
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['hold on, is the chef for the 8 of us actually confirmed?', status('chef')],
      [
        'Honestly just cancel the dinner party thing on Saturday. My husband put his back out',
        cancel('chef'),
      ],
      [
        'Saturday night’s cook: make it 8pm, people only arrive from the rugby at 7:30',
        change('chef', { time: '20:00' }),
      ],

      // The villa in Camps Bay in three weeks, 6 guests.
      [
        'The Camps Bay villa - we’ll be 8 now, the in-laws decided to join',
        change('villa', { partySize: 8 }),
      ],
      [
        'Cancel the yacht. No wait, sorry, the villa! The villa must be cancelled, trip’s off.',
        cancel('villa'),
      ],
      ['Any luck finding us the villa in Camps Bay?', status('villa')],
      [
        'Could the villa booking start a week later? The school holidays moved',
        change('villa', { date: '+28' }),
      ],
      [
        'For the villa, it needs to be pet-friendly, we are bringing our Labrador',
        change('villa', { notes: 'pet' }),
      ],
      [
        'would it be a schlep to find the house in Clifton rather than Camps Bay? same dates',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['Has my accommodation request gone anywhere?', status('villa')],
      ['Villa: 5 guests, not 6, my son can’t get leave', change('villa', { partySize: 5 })],

      // Sunday's yacht from the V&A Waterfront, 10 guests, confirmed.
      [
        'There’s a storm warning for the Cape on Sunday. Please cancel the boat with Atlantic Blue',
        cancel('yacht'),
      ],
      ['Is the yacht on Sunday still going ahead? The wind is pumping already', status('yacht')],
      [
        'Sunday’s charter: can we add two more, so 12 of us on board?',
        change('yacht', { partySize: 12 }),
      ],
      [
        'Could the skipper take us out at 4 instead of 3 on Sunday?',
        change('yacht', { time: '16:00' }),
      ],
      [
        'One of the girls on the yacht is pregnant, please let the crew know to go easy',
        change('yacht', { notes: 'pregnant' }),
      ],
      ['Let’s do the boat trip on Saturday instead, still 3pm', change('yacht', { date: 'sat' })],
      ['Cancel my booking for Sunday please, half the group has flu', cancel('yacht')],

      // Next Friday's driver in Cape Town at 18:00, confirmed.
      [
        'The Cape Town chauffeur next Friday: my flight now lands at 7pm, so 19:00 please',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        'Cancel next Friday’s car in Cape Town, I’ve decided to hire one and drive myself',
        cancel('driver_friday'),
      ],
      ['Did Cape Executive Chauffeurs confirm the pickup at CPT?', status('driver_friday')],
      [
        'For the Cape Town driver next week, please add that I need a child seat for my toddler',
        change('driver_friday', { notes: 'seat' }),
      ],
      [
        'Next Friday’s transfer from the airport to the hotel - could it be 17:30 rather?',
        change('driver_friday', { time: '17:30' }),
      ],
      ['is the driver for next Friday in CT all sorted?', status('driver_friday')],

      // Last week's declined security in Sandton; last month's cancelled event in Franschhoek.
      ['Why was my security request for the gala turned down?', status('security')],
      [
        'The close protection in Sandton that got declined, what actually happened there?',
        status('security'),
      ],
      [
        'Just checking the Franschhoek fiftieth planning was properly cancelled and I won’t be billed',
        status('event'),
      ],
      [
        'Whatever happened with my wife’s birthday lunch planning on the wine farm?',
        status('event'),
      ],
      ['Please cancel the wine farm birthday planning if it isn’t already', cancel('event')],

      // Where a human would have to ask which one.
      ['I won’t be needing the chauffeur anymore, please cancel', cancel(DRIVERS)],
      ['What’s happening with my driver booking?', status(DRIVERS)],
      ['Something came up at work, please cancel dinner', cancel(DINNERS)],
      ['any update on the dinner booking?', status(DINNERS)],
      ['Cancel the weekend booking, we’re flying up to Joburg instead', cancel(WEEKEND)],
      ['Is my weekend thing still on?', status(WEEKEND)],
      ['The confirmed booking, I need to cancel it unfortunately', cancel(CONFIRMED)],
      ['Cancel the one that’s still pending, I’ve sorted it myself', cancel(PENDING)],
      [
        'Please add a note on my airport transfer that I travel with a wheelchair',
        change(DRIVERS, { notes: 'wheelchair' }),
      ],
      ['just cancel the car, I’ll Uber', cancel(DRIVERS)],
      ['Has the chauffeur company come back to you yet?', status(DRIVERS)],
      ['The booking on the weekend, can it be for 12 people?', change(WEEKEND, { partySize: 12 })],
      ['Please cancel the airport pickup, plans changed', cancel(DRIVERS)],
      ['Cancel the meal booking, we had a massive fight and nobody is talking', cancel(DINNERS)],
      ['Move my driver to 10am please', change(DRIVERS, { time: '10:00' })],
      ['Is the confirmed one still fine? Just want to be sure', status(CONFIRMED)],
    ],
  ),
};
