import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');
const FOR_EIGHT = either('table_tonight', 'chef');

/**
 * Twenty-first held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider (Atlantic
 * Blue, Cape Executive, Shield Protection), the hour ("the 8pm reservation", "tomorrow's 9am"),
 * the weekday, the party ("the 10-person boat"), the occasion (the gala, a wife's 50th), what it
 * is ("the skipper", "the house in three weeks", "the Sandton transfer", "the bodyguard request",
 * "a 4-top") or only by what happened (a flight moved, a colleague fetching the member, flu in the
 * group, a meeting gone online, school holidays moved, a trip called off); as a terse line, a
 * complaint, a question, a statement of the new fact ("we'll be 12 not 10"), arithmetic on the
 * party ("two cancellations", "three more") or the day ("push by a week", "the day after
 * tomorrow"), a place instead of another (Lanseria, Cape Town International, Clifton,
 * Bishopscourt), or a note for the provider (a window, a booster seat, coeliac, a small dog, a
 * pregnancy, a surfboard, vegan, a broken ankle, a promotion); and, where a careful concierge
 * would have to ask (the transfer, the airport transfer, the ride, dinner, the meal, "the food
 * thing", the weekend, the confirmed booking, the pending one, "the booking for 8", the evening
 * booking), ambiguous.
 */
export const HELD_OUT_21_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        "Something came up at the office and I won't make it to Woodstock tonight. Please cancel the Test Kitchen table",
        cancel('table_tonight'),
      ],
      [
        'test kitchen tonight - can we push it to 20:45?',
        change('table_tonight', { time: '20:45' }),
      ],
      [
        'My sister flew in this morning and is joining us, so the Test Kitchen booking needs to be for 3 now',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        "Is the Test Kitchen table actually sorted? I haven't heard a thing from anyone",
        status('table_tonight'),
      ],
      [
        'Could you ask The Test Kitchen to give us a window table tonight? First date with my wife in months',
        change('table_tonight', { notes: 'window' }),
      ],
      [
        "Move tonight's Woodstock dinner to tomorrow, same time, my babysitter bailed",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      ["Scrap the 8pm reservation, we're staying in", cancel('table_tonight')],
      [
        'Please make the Test Kitchen half past seven instead of 8',
        change('table_tonight', { time: '19:30' }),
      ],
      [
        "Make tonight's table a 4-top, friends from Durban just landed and want to come",
        change('table_tonight', { partySize: 4 }),
      ],
      [
        'Test Kitchen tonight: my wife went vegan in January, please let the kitchen know',
        change('table_tonight', { notes: 'vegan' }),
      ],
      ['feeling awful, please cancel tonight. sorry', cancel('table_tonight')],

      // Tomorrow's driver from OR Tambo to Sandton, 09:00.
      [
        "The airline moved my flight so tomorrow's OR Tambo pickup must be at 11:15 now",
        change('driver_tomorrow', { time: '11:15' }),
      ],
      [
        'Cancel the airport pickup for tomorrow morning, a colleague is fetching me',
        cancel('driver_tomorrow'),
      ],
      ["Any update on who's collecting me at OR Tambo tomorrow?", status('driver_tomorrow')],
      [
        "Tell tomorrow's driver I'll have my 5-year-old with me, so we need a booster seat",
        change('driver_tomorrow', { notes: 'booster' }),
      ],
      [
        'Can the OR Tambo driver come at 8:30 rather? We land earlier than I thought',
        change('driver_tomorrow', { time: '08:30' }),
      ],
      [
        'I fly a day later now, so shift the Sandton transfer to the day after tomorrow, still 9am',
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        "Actually have tomorrow's driver fetch me at Lanseria instead of OR Tambo, we're coming in on a charter",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ["Tomorrow's 9am: make it 9:45", change('driver_tomorrow', { time: '09:45' })],
      [
        "please cancel tmrw's driver, the meeting in Sandton went online",
        cancel('driver_tomorrow'),
      ],
      [
        "Change tomorrow's pickup to Cape Town International, I'm flying into Cape Town now not Joburg",
        change('driver_tomorrow', { place: 'Cape Town International Airport|Cape Town' }),
      ],

      // Saturday's private chef, party of 8, Constantia, 19:00.
      [
        "We've had two cancellations for Saturday's dinner party, so the chef only needs to cook for 6",
        change('chef', { partySize: 6 }),
      ],
      [
        'Please cancel the private chef for Saturday, my husband went and booked a restaurant',
        cancel('chef'),
      ],
      ['Has a chef actually accepted the Constantia dinner yet?', status('chef')],
      [
        'Chef on Saturday: one of the guests is coeliac, please pass it on',
        change('chef', { notes: 'coeliac' }),
      ],
      ["Let's start the Constantia dinner a bit later - 19:45", change('chef', { time: '19:45' })],
      ['Could the chef do Sunday instead of Saturday? Same time', change('chef', { date: 'sun' })],
      [
        'Add three more to the chef booking please, the neighbours heard about it',
        change('chef', { partySize: 11 }),
      ],
      [
        'Move the dinner party at my place to Friday, same time, Saturday clashes with a wedding',
        change('chef', { date: 'fri' }),
      ],
      ["Saturday's chef - change it to a lunch at 1pm rather", change('chef', { time: '13:00' })],
      [
        "We're moving the Constantia dinner to my sister's house in Bishopscourt, the roof is leaking here",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      ['Chef for Saturday - cancel. Sorry for the hassle', cancel('chef')],
      ['is the chef for the weekend confirmed? need to tell my guests', status('chef')],

      // The villa in Camps Bay in three weeks, 6 guests.
      [
        "The Camps Bay villa - we're now 8 guests, two friends from London are joining",
        change('villa', { partySize: 8 }),
      ],
      ['Drop the villa booking in Camps Bay, the trip is off', cancel('villa')],
      ['Did anyone come back to you on the Camps Bay house?', status('villa')],
      [
        'Please mention to the villa owners that we have a small dog coming with us',
        change('villa', { notes: 'dog' }),
      ],
      [
        'Push the villa out by a week please, the school holidays moved',
        change('villa', { date: '+28' }),
      ],
      [
        'Could we swap Camps Bay for something in Clifton, same dates?',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['The house in three weeks - is it confirmed or not?', status('villa')],
      [
        "Camps Bay villa: only 4 of us now, my brother's family pulled out",
        change('villa', { partySize: 4 }),
      ],

      // Sunday's yacht from the V&A Waterfront, 10 guests, confirmed (Atlantic Blue Charters).
      ["Is Sunday's boat trip still on with this wind forecast?", status('yacht')],
      ['Cancel the yacht please, half the group has flu', cancel('yacht')],
      ['Atlantic Blue - can we sail at 4 instead of 3?', change('yacht', { time: '16:00' })],
      ["For the yacht on Sunday we'll be 12 not 10", change('yacht', { partySize: 12 })],
      [
        'Tell the skipper one of our guests is pregnant, so nothing too wild out there',
        change('yacht', { notes: 'pregnant' }),
      ],
      ['Can the charter move to Saturday, same 3pm slot?', change('yacht', { date: 'sat' })],
      ['Could you find out if Atlantic Blue still has us down for Sunday?', status('yacht')],
      ['the 10-person boat: bring it down to 8', change('yacht', { partySize: 8 })],

      // Next Friday's driver in Cape Town, 18:00, confirmed (Cape Executive Chauffeurs).
      [
        'Cape Executive Chauffeurs for next Friday: where does that stand?',
        status('driver_friday'),
      ],
      [
        "Please cancel next Friday's Cape Town airport pickup, my meeting there fell through",
        cancel('driver_friday'),
      ],
      [
        'My flight into Cape Town next Friday now lands at 19:10, so the chauffeur must come at 19:30',
        change('driver_friday', { time: '19:30' }),
      ],
      [
        "Please let Cape Executive know I'm bringing a surfboard on the Friday, so a bigger car",
        change('driver_friday', { notes: 'surfboard' }),
      ],
      ['Cancel the Cape Executive booking', cancel('driver_friday')],

      // Last week's declined close protection in Sandton (Shield Protection).
      [
        'Shield Protection said no to the Sandton job - any idea why they turned it down?',
        status('security'),
      ],
      ['The bodyguard request for the gala, what happened there in the end?', status('security')],

      // Last month's cancelled 50th birthday planning in Franschhoek.
      [
        "What's the story with my wife's 50th planning in Franschhoek? Someone said it got cancelled",
        status('event'),
      ],

      // Ambiguous: a careful concierge would have to ask which.
      ["Please cancel the transfer I booked, I'll sort my own lift", cancel(DRIVERS)],
      ['I need to move my airport transfer to 10am', change(DRIVERS, { time: '10:00' })],
      ['Is my driver confirmed yet?', status(DRIVERS)],
      ["Kill the dinner booking, I'm exhausted", cancel(DINNERS)],
      ['Can we make dinner 21:00 instead?', change(DINNERS, { time: '21:00' })],
      ["Cancel this weekend's booking, we're going to the farm", cancel(WEEKEND)],
      ['The confirmed booking - is everything still in order with it?', status(CONFIRMED)],
      ["Please cancel the pending request, I've changed my mind", cancel(PENDING)],
      [
        "The booking for 8: please add a note that we're celebrating a promotion",
        change(FOR_EIGHT, { notes: 'promotion' }),
      ],
      ['Cancel my evening booking', cancel(DINNERS)],
      ['move my ride to 7am', change(DRIVERS, { time: '07:00' })],
      ['Where are we with the meal booking?', status(DINNERS)],
      ['Has the weekend thing been sorted?', status(WEEKEND)],
      [
        'Please change the confirmed booking to half past five',
        change(CONFIRMED, { time: '17:30' }),
      ],
      [
        'My driver needs to know I broke my ankle skiing, please add that',
        change(DRIVERS, { notes: 'ankle' }),
      ],
      ['cancel the food thing', cancel(DINNERS)],
      ["What's happening with the one that's still pending?", status(PENDING)],
      ['The driver booking - please cancel, plans changed', cancel(DRIVERS)],
    ],
  ),
};
