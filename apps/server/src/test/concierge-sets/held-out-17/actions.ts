import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Seventeenth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider, the
 * weekday, the hour ("the 8 o'clock booking"), the party ("the dinner party for 8", "the booking
 * with 10 guests"), "the last thing I asked for", "the request I sent yesterday", "the driver
 * that's not confirmed yet", or only by what happened (a migraine, a delayed flight, a
 * team-building in Durban, the weather); as a story ending in the request, a statement ("the 6
 * guests will now be 5"), a hedge ("if it's not too late"), arithmetic on the time ("an hour
 * later"), a negation ("keep the boat, it's the villa that must go"), a correction ("cancel the
 * yacht. Wait no sorry, the villa", "8pm... no, make that 7:45"), or a note for the provider (an
 * anniversary, a cello, a coeliac guest, a dog, a wheelchair, a name board, suitcases); and,
 * where a careful concierge would have to ask (the driver, the chauffeur, the car, the airport
 * pickup, the dinner, the weekend booking, the confirmed one, the one still pending), ambiguous.
 */
export const HELD_OUT_17_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Ag no, my wife has a migraine coming on. Please cancel the Test Kitchen for tonight, we’ll try another time',
        cancel('table_tonight'),
      ],
      [
        'Tonight’s Woodstock dinner, can we push it to 20:45? The N2 is a parking lot right now',
        change('table_tonight', { time: '20:45' }),
      ],
      [
        'my sister flew in unexpectedly so tonights table needs to be for 3 not 2',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Is the Test Kitchen confirmed yet or still waiting? Need to know before I get dressed',
        status('table_tonight'),
      ],
      [
        'Please let the restaurant tonight know it’s our anniversary, a candle on the table would be sweet',
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'Could the 8 o’clock booking go a bit earlier, say 7:15? My mom can only keep the kids till 10',
        change('table_tonight', { time: '19:15' }),
      ],
      [
        'I’m stuck at the office. Tonight’s reservation — move it to tomorrow, same time please',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      ['Scrap the Woodstock table tonight. Not feeling it anymore.', cancel('table_tonight')],
      [
        'If it’s not too late, could the Test Kitchen do 7:30 instead of 8?',
        change('table_tonight', { time: '19:30' }),
      ],
      ['i need tonights table moved to 19h00 pls', change('table_tonight', { time: '19:00' })],
      [
        'Tonight at the Test Kitchen, my husband has gone vegan (don’t ask), please warn them',
        change('table_tonight', { notes: 'vegan' }),
      ],

      // Tomorrow's driver from OR Tambo at 09:00 to Sandton.
      [
        'BA changed my flight again 🙄 can the OR Tambo pickup tomorrow be at 11:40 rather than 9',
        change('driver_tomorrow', { time: '11:40' }),
      ],
      [
        'Don’t need the Sandton transfer tomorrow anymore, a colleague is fetching me',
        cancel('driver_tomorrow'),
      ],
      [
        'has anyone accepted the airport collection for tomorrow morning?',
        status('driver_tomorrow'),
      ],
      [
        'Tomorrow’s driver: I’m flying into Lanseria now, not OR Tambo. Same time though',
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'pls tell tomorrows chauffeur I’ll be carrying a cello, so a bigger car would help',
        change('driver_tomorrow', { notes: 'cello' }),
      ],
      [
        'I think I’ll just take an Uber from OR Tambo tomorrow. Cancel that one',
        cancel('driver_tomorrow'),
      ],
      [
        'Move my Joburg airport pickup to Saturday please, same time. The trip got pushed',
        change('driver_tomorrow', { date: 'sat' }),
      ],
      [
        'Please postpone the OR Tambo pickup to the day after tomorrow, same time. Meeting moved',
        change('driver_tomorrow', { date: '+2' }),
      ],
      ['Cancel the driver that isn’t confirmed yet', cancel('driver_tomorrow')],

      // Saturday's private chef, party of 8, Constantia, 19:00.
      [
        'For Saturday’s chef: two guests cancelled so we’ll be 6, not 8',
        change('chef', { partySize: 6 }),
      ],
      [
        'can the chef start at half 7 instead? people only arrive after the rugby',
        change('chef', { time: '19:30' }),
      ],
      [
        'Cancel the private chef please, we’re going to my in-laws in Paarl instead',
        cancel('chef'),
      ],
      [
        'Any word from a chef for Saturday yet? The guests keep asking me what’s on the menu',
        status('chef'),
      ],
      [
        'We’ve decided to have the dinner at our Hout Bay place instead of Constantia, the chef needs to know',
        change('chef', { place: 'Hout Bay|Cape Town' }),
      ],
      [
        'One of the guests is coeliac, please pass that on to Saturday’s chef',
        change('chef', { notes: 'coeliac' }),
      ],
      [
        'The dinner party for 8 — can we do Sunday instead of Saturday? Same time',
        change('chef', { date: 'sun' }),
      ],
      [
        'Actually add my boss and his wife to the chef dinner, so 10 people',
        change('chef', { partySize: 10 }),
      ],
      ['Please move the chef to 8pm... no, make that 7:45', change('chef', { time: '19:45' })],
      [
        'Our friends’ flight from London is delayed by a day, so the Constantia dinner must be on the Sunday rather, same time',
        change('chef', { date: 'sun' }),
      ],

      // The villa in Camps Bay, in three weeks, 6 guests.
      [
        'The Camps Bay villa: please cancel, the whole trip is off because of my dad’s surgery',
        cancel('villa'),
      ],
      ['Villa update? I want to tell the family whether to book their flights', status('villa')],
      [
        'Can the villa take 8 of us? My brother’s family decided to come after all',
        change('villa', { partySize: 8 }),
      ],
      [
        'Please ask the Camps Bay house if we can bring our dog, she’s a small Maltese',
        change('villa', { notes: 'dog' }),
      ],
      [
        'Could we move the villa to Clifton rather? My wife wants to walk to the beach',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      [
        'So my husband’s company just announced a team-building in Durban the same week as our Camps Bay trip, which means the villa has to go. Please cancel it',
        cancel('villa'),
      ],
      [
        'Could the Camps Bay villa start a week later? Our visas are taking forever',
        change('villa', { date: '+28' }),
      ],
      ['keep the boat, it’s the villa that must go', cancel('villa')],
      ['Cancel the yacht. Wait no sorry — the villa, the yacht is fine', cancel('villa')],
      [
        'The 6 guests in Camps Bay will now be 5, my son has exams',
        change('villa', { partySize: 5 }),
      ],

      // Sunday's yacht from the V&A Waterfront, 15:00, 10 guests, confirmed (Atlantic Blue).
      ['Weather looks shocking for Sunday, please cancel the boat trip', cancel('yacht')],
      ['Did Atlantic Blue confirm the sunday cruise?', status('yacht')],
      ['Can the charter leave at 4 instead of 3 on Sunday?', change('yacht', { time: '16:00' })],
      [
        'Two of the ten guests dropped out for the boat, so it’s 8 now',
        change('yacht', { partySize: 8 }),
      ],
      [
        'Please let the boat people know my father uses a wheelchair',
        change('yacht', { notes: 'wheelchair' }),
      ],
      [
        'If the skipper can manage, we’d love to go out an hour later on Sunday',
        change('yacht', { time: '16:00' }),
      ],
      ['Has Atlantic Blue said anything about where we board?', status('yacht')],
      [
        'For the booking with 10 guests, can we make it 12? My cousins are visiting',
        change('yacht', { partySize: 12 }),
      ],
      [
        'The boat or the chef, whichever one is on Sunday: cancel it, we’ll be in Joburg',
        cancel('yacht'),
      ],

      // Next Friday's confirmed driver in Cape Town, 18:00 (Cape Executive Chauffeurs).
      [
        'The Cape Town chauffeur next Friday — I land earlier now, make it 4:30pm',
        change('driver_friday', { time: '16:30' }),
      ],
      [
        'Cancel Cape Executive for next week, my company is sending its own car',
        cancel('driver_friday'),
      ],
      ['is my driver in Cape Town sorted for Friday next week?', status('driver_friday')],
      [
        'For the airport-to-hotel run in Cape Town, tell them the name board should say Dr Naidoo',
        change('driver_friday', { notes: 'Naidoo' }),
      ],
      [
        'Kids have a school concert on Friday next week so please get the Cape Town driver at 19:30 instead',
        change('driver_friday', { time: '19:30' }),
      ],
      ['Cape Executive Chauffeurs — still on for my Cape Town arrival?', status('driver_friday')],

      // The declined close protection in Sandton, last week (Shield Protection).
      ['Why did the security company say no to the gala?', status('security')],
      ['what ever happened with the close protection I asked for in Sandton?', status('security')],
      ['Shield Protection said no — did they give a reason?', status('security')],
      ['the sandton gala bodyguards, anything from them?', status('security')],

      // The cancelled 50th birthday planning in Franschhoek, last month.
      [
        'Was the Franschhoek birthday lunch properly cancelled? I don’t want to be charged',
        status('event'),
      ],
      ['What’s the status of my wife’s 50th planning, did someone cancel it?', status('event')],

      // By when it was asked for.
      ['Cancel the last thing I asked for, I made a mistake', cancel('table_tonight')],
      ['what’s happening with the request I sent you yesterday?', status('chef')],

      // Ambiguous: a careful concierge would ask which one.
      ['Cancel the chauffeur, plans changed', cancel(DRIVERS)],
      ['What’s the story with my driver booking?', status(DRIVERS)],
      ['Please cancel the airport pickup, I’m getting a lift from my brother', cancel(DRIVERS)],
      ['Can you move the driver to 10am?', change(DRIVERS, { time: '10:00' })],
      [
        'Add a note for the driver: I’ll have two big suitcases and a golf bag',
        change(DRIVERS, { notes: 'suitcase' }),
      ],
      ['cancel the car please', cancel(DRIVERS)],
      ['Move the dinner to 9pm please', change(DINNERS, { time: '21:00' })],
      ['Is dinner confirmed?', status(DINNERS)],
      ['Change the dinner to 10 people', change(DINNERS, { partySize: 10 })],
      ['Cancel the weekend booking, we’re going away to the farm', cancel(WEEKEND)],
      ['did my weekend stuff get confirmed?', status(WEEKEND)],
      ['whats the status of the one that’s already confirmed', status(CONFIRMED)],
      ['Please cancel the confirmed booking, something came up', cancel(CONFIRMED)],
      ['Cancel the one that’s still pending', cancel(PENDING)],
    ],
  ),
};
