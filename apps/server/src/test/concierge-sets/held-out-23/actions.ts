import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Twenty-third held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider (Atlantic
 * Blue, Cape Executive, Shield), the hour ("tonight's 8pm table", "tomorrow's 9am driver"), the
 * day, the party ("the dinner party for 8"), the occasion (the gala, a wife's 50th), what it is
 * ("the catamaran", "the Camps Bay house", "the close protection", "the airport run", "the
 * transfer") or only by what happened (a babysitter who bailed, a brother-in-law fetching the
 * member, a death in the family, a conference called off, school holidays moved); as a terse line,
 * a complaint, a question, the new fact ("we'll be four"), arithmetic on the party ("add 2", "one
 * couple dropped out") or the day ("a week later", "the day after, same time"), a place instead of
 * another (Lanseria, Clifton, Hout Bay), or a note for the provider (coeliac, golf bags, vegan, a
 * fenced pool, a wheelchair, a car seat, shellfish, luggage, a cake, the domestic terminal); one
 * request picked out of two ("keep next week's driver but drop tomorrow's", "the chef, not the
 * restaurant"); and, where a careful concierge would have to ask (the chauffeur, the transfer, the
 * car collecting me, the dinner, the meal booking, the weekend, the confirmed booking, the one
 * still pending), ambiguous.
 */
export const HELD_OUT_23_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        'Ag no, the Woodstock table tonight has to go, our babysitter bailed. Please cancel it',
        cancel('table_tonight'),
      ],
      [
        'can u push tonights test kitchen res to 9pm pls',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        "We'll be four at The Test Kitchen tonight, not two - my sister and her husband are joining us",
        change('table_tonight', { partySize: 4 }),
      ],
      ['Has Test Kitchen come back to you about tonight yet?', status('table_tonight')],
      [
        "Tonight's 8pm table - could we make it half seven?",
        change('table_tonight', { time: '19:30' }),
      ],
      [
        'Please let the restaurant tonight know that my husband is coeliac',
        change('table_tonight', { notes: 'coeliac' }),
      ],
      [
        'Move my Test Kitchen booking to tomorrow, same time if they can',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      ['is my table for 2 tonight confirmed or still pending?', status('table_tonight')],
      [
        "tonight's booking - can we bring it forward to 7?",
        change('table_tonight', { time: '19:00' }),
      ],
      ["Scrap tonight, we're too tired. The restaurant I mean", cancel('table_tonight')],
      [
        'Not the Saturday one - the restaurant tonight, please cancel that',
        cancel('table_tonight'),
      ],
      // Tomorrow's driver from OR Tambo, 09:00.
      [
        "My flight's been moved, I now land at 11:40 tomorrow - please shift the OR Tambo pickup",
        change('driver_tomorrow', { time: '11:40' }),
      ],
      [
        'Cancel the airport collection tomorrow morning, my brother-in-law is fetching me',
        cancel('driver_tomorrow'),
      ],
      [
        "Any news on tomorrow's 9am driver? I need the driver's name and number",
        status('driver_tomorrow'),
      ],
      [
        "For the pick-up tomorrow I'm actually flying into Lanseria, not OR Tambo",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "Tomorrow's driver: please make sure there's space for two golf bags",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        'Driver tmrw - make it 8:15 not 9 pls, landing earlier',
        change('driver_tomorrow', { time: '08:15' }),
      ],
      [
        "I won't need the Sandton transfer tomorrow anymore, the meeting's been called off",
        cancel('driver_tomorrow'),
      ],
      [
        "Push tomorrow's airport pickup to the day after, same time - trip delayed by a day",
        change('driver_tomorrow', { date: '+2' }),
      ],
      ['Out of the two drivers, cancel the Joburg one', cancel('driver_tomorrow')],
      ["Keep next week's driver but drop tomorrow's", cancel('driver_tomorrow')],
      [
        "hi, the airport run tomorrow - i'm on a domestic flight, please note for the driver",
        change('driver_tomorrow', { notes: 'domestic' }),
      ],
      // Saturday's private chef in Constantia for 8, 19:00.
      [
        'The Constantia dinner party on Saturday - we are now 12, please tell the chef',
        change('chef', { partySize: 12 }),
      ],
      [
        "Please cancel the private chef for Saturday, we've had a death in the family",
        cancel('chef'),
      ],
      [
        'Can the chef start at 6:30 instead of 7 on Saturday? The kids need to eat early',
        change('chef', { time: '18:30' }),
      ],
      ['Has a chef accepted the Saturday dinner for 8 yet?', status('chef')],
      [
        "Two of the guests for Saturday's chef dinner are vegan, please pass it on",
        change('chef', { notes: 'vegan' }),
      ],
      ['Shift the chef dinner from Saturday to Sunday, same time', change('chef', { date: 'sun' })],
      [
        "Saturday's dinner party: one couple dropped out so it's 6",
        change('chef', { partySize: 6 }),
      ],
      ['Any update on my chef booking in Constantia?', status('chef')],
      [
        'Ok so the in-laws are coming after all, add 2 to the chef dinner',
        change('chef', { partySize: 10 }),
      ],
      ['The chef, not the restaurant: move it to 8pm', change('chef', { time: '20:00' })],
      [
        'Drop the number for the Saturday dinner to 5, people keep cancelling on me',
        change('chef', { partySize: 5 }),
      ],
      // The villa in Camps Bay in three weeks, 6 guests.
      ["Please cancel the Camps Bay villa, we're going overseas instead", cancel('villa')],
      [
        'For the villa in Camps Bay make it 9 guests, my parents and nephew are coming',
        change('villa', { partySize: 9 }),
      ],
      ['Has anybody come back on the Camps Bay house yet?', status('villa')],
      [
        'Could we move the villa stay a week later? The school holidays changed',
        change('villa', { date: '+28' }),
      ],
      [
        'The villa: we need a fenced pool, our youngest is 2 - please add that',
        change('villa', { notes: 'pool' }),
      ],
      [
        'Can we do Clifton instead of Camps Bay for the villa?',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['villa status??', status('villa')],
      ['Can you ask the Camps Bay villa people whether it is confirmed yet', status('villa')],
      ["How's the villa booking looking? I need to tell the family", status('villa')],
      // Sunday's yacht from the V&A Waterfront for 10, 15:00, confirmed.
      [
        "Cancel Sunday's sail with Atlantic Blue please - the weather looks terrible",
        cancel('yacht'),
      ],
      [
        'Is the boat on Sunday still confirmed? What time should we be at the jetty?',
        status('yacht'),
      ],
      [
        "We'll be 14 on the yacht on Sunday, can Atlantic Blue take more?",
        change('yacht', { partySize: 14 }),
      ],
      ['Could the Sunday charter leave at 4 rather than 3?', change('yacht', { time: '16:00' })],
      [
        "Sunday's catamaran - please let them know one guest is in a wheelchair",
        change('yacht', { notes: 'wheelchair' }),
      ],
      ['What did the charter company say about Sunday?', status('yacht')],
      [
        'Sunday boat trip: rather Hout Bay harbour than the Waterfront if possible',
        change('yacht', { place: 'Hout Bay|Cape Town' }),
      ],
      [
        'Yacht on Sunday - can we add a birthday cake for my daughter? Note it for the skipper',
        change('yacht', { notes: 'cake' }),
      ],
      ['Could you find out if the Sunday boat has a skipper confirmed', status('yacht')],
      // Next Friday's driver in Cape Town, 18:00, confirmed.
      [
        "Next Friday's chauffeur in Cape Town - my flight now lands at 5, can they be there at 17:00?",
        change('driver_friday', { time: '17:00' }),
      ],
      [
        'Please cancel the Cape Executive booking for next week, the conference was cancelled',
        cancel('driver_friday'),
      ],
      ['Is the Cape Town driver for next Friday sorted?', status('driver_friday')],
      [
        "For next week's Cape Town pickup I'll need a car seat for the baby",
        change('driver_friday', { notes: 'seat' }),
      ],
      [
        'The Friday transfer in Cape Town next week: please can the driver rather collect at 7pm',
        change('driver_friday', { time: '19:00' }),
      ],
      ["The chauffeur next Friday - cancel please, I'm driving myself", cancel('driver_friday')],
      ['Whats the status of my driver next week', status('driver_friday')],
      // Last week's security (declined) and last month's event (cancelled).
      ['Why did Shield say no to the Sandton gala?', status('security')],
      ['What happened with my close protection request last week?', status('security')],
      ['my security request got declined?? what did they say', status('security')],
      [
        'Was the Franschhoek birthday lunch cancelled by you or by me? Just checking',
        status('event'),
      ],
      ["Whatever happened to the planning for my wife's 50th?", status('event')],
      // A careful concierge would have to ask which.
      ['Please cancel the chauffeur, plans have changed', cancel(DRIVERS)],
      ['hey is my driver sorted?', status(DRIVERS)],
      ['I need to cancel the dinner booking', cancel(DINNERS)],
      ['Any news about the dinner?', status(DINNERS)],
      ["What's happening with this weekend's booking?", status(WEEKEND)],
      ["cancel the weekend thing pls, we're staying home", cancel(WEEKEND)],
      ['Tell me the status of the booking that has already been confirmed', status(CONFIRMED)],
      ['Please cancel the confirmed booking', cancel(CONFIRMED)],
      ["Cancel the one that's still pending", cancel(PENDING)],
      ['Any movement on the pending request?', status(PENDING)],
      [
        'The driver booking - add a note that I have a lot of luggage',
        change(DRIVERS, { notes: 'luggage' }),
      ],
      ['Make the dinner for 10 people instead', change(DINNERS, { partySize: 10 })],
      ['Scrap the transfer pls', cancel(DRIVERS)],
      ["The car that's collecting me - what's the registration number?", status(DRIVERS)],
      ["I've lost track - cancel the meal booking", cancel(DINNERS)],
      ['Is the weekend booking confirmed?', status(WEEKEND)],
      ['add a note to the dinner: no shellfish', change(DINNERS, { notes: 'shellfish' })],
    ],
  ),
};
