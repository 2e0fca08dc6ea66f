import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const FELL_THROUGH = either('security', 'event');

/**
 * Twenty-seventh held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb (Woodstock, Constantia, Camps Bay),
 * the airport, the provider (Atlantic Blue, Cape Executive Chauffeurs, Shield Protection), the
 * occasion (the gala, the 50th on the wine farm), the driver's name, the weekday or what it is
 * ("the dinner party at home", "the holiday villa", "the airport collection", "the boat"); with the
 * reason first (flu, a work emergency, a cancelled meeting, a red-eye flight, a wife in hospital,
 * exams, covid in the group, a conference gone online, a colleague who will fetch the member,
 * friends who pulled out, a late return from the rugby), the new fact ("make it for 3, my sister is
 * flying in", "two more friends are joining", "we're 12 now"), a place instead of another (Grand
 * Central, Kommetjie, Bakoven), a day of the month, "the day after tomorrow, keep the time", or a
 * note for the provider (an anniversary, a wheelchair, coeliac, a child seat, international
 * arrivals, kosher, a fynbos theme, a key box, a cot, seasickness, oysters, a flight number, a
 * bigger car, a red jacket, sesame); and, where a careful concierge would have to ask (the driver
 * booking, my ride, the transfer, the dinner, this weekend's booking, the booking already accepted,
 * the request that fell through), ambiguous.
 */
export const HELD_OUT_27_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        "I've come down with flu, please cancel the table at the Test Kitchen tonight",
        cancel('table_tonight'),
      ],
      [
        'Can you call off the Woodstock dinner reservation for this evening? Work emergency on my side',
        cancel('table_tonight'),
      ],
      [
        "Please make tonight's table at the Test Kitchen for 3, my sister is flying in this afternoon",
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Could the Test Kitchen booking go an hour later? 9pm would suit us',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Could the 8pm table in Woodstock become 7:15? We have theatre tickets afterwards',
        change('table_tonight', { time: '19:15' }),
      ],
      [
        "Please let the Test Kitchen know it's our anniversary tonight, maybe a candle on the table",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        "Please add to tonight's Woodstock reservation that I'm coeliac",
        change('table_tonight', { notes: 'coeliac' }),
      ],
      [
        'Has the Test Kitchen come back to you about our table for two this evening?',
        status('table_tonight'),
      ],
      ['Any confirmation yet for the Woodstock dinner at 8?', status('table_tonight')],
      [
        'Please tell the Test Kitchen tonight that my father uses a wheelchair',
        change('table_tonight', { notes: 'wheelchair' }),
      ],
      [
        'We would rather go to the Test Kitchen on the 24th, same time if they have it',
        change('table_tonight', { date: 'dom:24' }),
      ],
      [
        'Move our Test Kitchen table to the day after tomorrow, keep the time',
        change('table_tonight', { date: '+2' }),
      ],

      // Tomorrow's driver from OR Tambo, 09:00.
      [
        "My meetings in Sandton were called off, so I won't need the OR Tambo pickup tomorrow",
        cancel('driver_tomorrow'),
      ],
      [
        "Cancel tomorrow morning's airport collection at OR Tambo, I'm staying in Cape Town another day",
        cancel('driver_tomorrow'),
      ],
      [
        "I'm taking the red-eye, so please have tomorrow's OR Tambo driver there at 6:15am rather",
        change('driver_tomorrow', { time: '06:15' }),
      ],
      [
        "Tomorrow's pickup at OR Tambo: can it be 10:30 instead of 9?",
        change('driver_tomorrow', { time: '10:30' }),
      ],
      [
        "I'm flying private into Grand Central now, please redirect tomorrow's driver there",
        change('driver_tomorrow', { place: 'Grand Central Airport|Johannesburg' }),
      ],
      [
        "Please ask tomorrow's OR Tambo driver to bring a child seat for my 3-year-old",
        change('driver_tomorrow', { notes: 'seat' }),
      ],
      [
        'Is the driver meeting me at OR Tambo tomorrow confirmed yet? I need to tell my PA',
        status('driver_tomorrow'),
      ],
      [
        "Is tomorrow's OR Tambo driver sorted, and do you have the driver's name for me?",
        status('driver_tomorrow'),
      ],
      [
        'Who is driving me from OR Tambo to Sandton tomorrow morning, any news from a provider?',
        status('driver_tomorrow'),
      ],
      [
        "Move tomorrow's OR Tambo pickup to the day after, same time",
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        "Please let tomorrow's driver know I'll be coming out of international arrivals, not domestic",
        change('driver_tomorrow', { notes: 'international' }),
      ],

      // Saturday's private chef for 8 in Constantia, 19:00.
      [
        "We're postponing the dinner party at home in Constantia, please cancel the chef",
        cancel('chef'),
      ],
      ["Cancel Saturday's private chef, my wife has been admitted to hospital", cancel('chef')],
      [
        'Two more friends are joining the Constantia dinner, so make it ten',
        change('chef', { partySize: 10 }),
      ],
      [
        'The chef on Saturday: could he start at 6:30pm instead? Our guests have young kids',
        change('chef', { time: '18:30' }),
      ],
      [
        'Can we move the private chef from Saturday to Sunday, same time?',
        change('chef', { date: 'sun' }),
      ],
      [
        'One of our guests keeps kosher, please let the chef for Saturday know',
        change('chef', { notes: 'kosher' }),
      ],
      [
        "We've had to drop to six guests for the chef's dinner on Saturday",
        change('chef', { partySize: 6 }),
      ],
      ['Has a chef accepted the Constantia dinner party yet?', status('chef')],
      [
        "Can Saturday's chef in Constantia start at 7:30 instead? We're coming back late from the rugby",
        change('chef', { time: '19:30' }),
      ],
      [
        'Please have the chef cook at our beach house in Kommetjie instead, same day and time',
        change('chef', { place: 'Kommetjie|Cape Town' }),
      ],
      ["Any news on the chef for Saturday's dinner for eight?", status('chef')],
      [
        "Tell the chef for the Constantia evening that we'd love a fynbos theme for the menu",
        change('chef', { notes: 'fynbos' }),
      ],

      // The villa in Camps Bay for 6, in three weeks.
      ["Please cancel the Camps Bay villa, we've decided to go overseas instead", cancel('villa')],
      ['Drop the holiday villa in Camps Bay entirely, the kids have exams', cancel('villa')],
      [
        'Can the villa in Camps Bay take 8 instead of 6? My parents are coming along',
        change('villa', { partySize: 8 }),
      ],
      ["Change the villa's start date to the 27th", change('villa', { date: 'dom:27' })],
      [
        'Make the Camps Bay villa for 4 guests, two of our friends pulled out',
        change('villa', { partySize: 4 }),
      ],
      [
        "Please tell the Camps Bay villa people we'll arrive very late and need a key box",
        change('villa', { notes: 'key' }),
      ],
      ['Is the Camps Bay villa confirmed? I need to book our flights', status('villa')],
      ['Any reply from the owner of the villa in Camps Bay yet?', status('villa')],
      [
        'Could we have the villa in Bakoven rather than Camps Bay? Quieter for the baby',
        change('villa', { place: 'Bakoven|Cape Town' }),
      ],
      [
        'We need a cot for the baby, please add that to the Camps Bay villa booking',
        change('villa', { notes: 'cot' }),
      ],

      // Sunday's yacht from the V&A Waterfront for 10, 15:00, confirmed by Atlantic Blue.
      ['Cancel the Atlantic Blue charter on Sunday, half our group has covid', cancel('yacht')],
      [
        'Can the boat on Sunday leave at 1pm instead of 3? We have a flight at 7',
        change('yacht', { time: '13:00' }),
      ],
      [
        "We're 12 now for the yacht trip from the V&A, is that OK?",
        change('yacht', { partySize: 12 }),
      ],
      ['Is the Sunday boat trip with Atlantic Blue still on?', status('yacht')],
      [
        'Please ask Atlantic Blue whether they can take us out on Saturday instead, same time',
        change('yacht', { date: 'sat' }),
      ],
      [
        'Let the skipper know that two of our guests get seasick, so calm water please',
        change('yacht', { notes: 'seasick' }),
      ],
      [
        'Add a note to the Sunday yacht: we would like oysters on board',
        change('yacht', { notes: 'oysters' }),
      ],

      // Next Friday's driver in Cape Town, 18:00, confirmed by Cape Executive Chauffeurs.
      [
        'Cancel the Cape Executive booking for next week Friday, the conference moved online',
        cancel('driver_friday'),
      ],
      [
        "Next week Friday's car in Cape Town, please make it 5:30pm",
        change('driver_friday', { time: '17:30' }),
      ],
      [
        'Cancel the driver for next week Friday in Cape Town, my colleague will fetch me instead',
        cancel('driver_friday'),
      ],
      [
        "Is the Friday driver in Cape Town still on? I haven't heard a thing",
        status('driver_friday'),
      ],
      [
        'Can the Cape Town driver next week Friday collect us at 19:15 instead?',
        change('driver_friday', { time: '19:15' }),
      ],
      [
        'Please tell Cape Executive Chauffeurs that my flight number is SA 317',
        change('driver_friday', { notes: '317' }),
      ],
      [
        "For next week's Cape Town transfer with Cape Executive we'll have loads of luggage, please note we need a bigger car",
        change('driver_friday', { notes: 'bigger' }),
      ],

      // Last week's declined security, last month's cancelled event.
      ['Why did Shield Protection turn down my Sandton request?', status('security')],
      ['What happened with the close protection for the gala last week?', status('security')],
      ['Was the security for the Sandton gala ever sorted out in the end?', status('security')],
      ['Where does the planning for the Franschhoek birthday lunch stand?', status('event')],
      ['Remind me why the 50th on the wine farm in Franschhoek was cancelled?', status('event')],
      ["Did the wine farm lunch for my wife's 50th get cancelled properly?", status('event')],

      // Ambiguous: a careful concierge would ask which one.
      ["I've decided to use my own car, please cancel the driver booking", cancel(DRIVERS)],
      ['Has my ride been sorted out yet?', status(DRIVERS)],
      ["Tell the driver I'll be the one in a red jacket", change(DRIVERS, { notes: 'red' })],
      ['Cancel the transfer please, my plans have changed completely', cancel(DRIVERS)],
      ["Call off dinner, I'm not feeling up to it", cancel(DINNERS)],
      [
        "Please add to the dinner booking that my husband can't have sesame",
        change(DINNERS, { notes: 'sesame' }),
      ],
      ['Is the dinner I booked confirmed yet, or still pending?', status(DINNERS)],
      ['How many people is the dinner for again, and is it confirmed?', status(DINNERS)],
      ['Is the thing I booked for this weekend confirmed?', status(WEEKEND)],
      ["Cancel my weekend booking, we're going to the farm instead", cancel(WEEKEND)],
      ['Cancel the booking that has already been confirmed', cancel(CONFIRMED)],
      [
        'Can you double-check that the booking a provider accepted is still going ahead?',
        status(CONFIRMED),
      ],
      ["What happened to the request that didn't go ahead?", status(FELL_THROUGH)],
      ['The one that fell through: what went wrong there?', status(FELL_THROUGH)],
    ],
  ),
};
