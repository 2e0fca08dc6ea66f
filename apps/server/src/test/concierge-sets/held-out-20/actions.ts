import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');
const FOR_EIGHT = either('table_tonight', 'chef');

/**
 * Twentieth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider
 * (Atlantic Blue, Cape Executive, Shield Protection), the hour, the weekday, the party, the
 * occasion (the gala, a wife's fiftieth), what it is ("the boat", "the house in Camps Bay", "the
 * Sandton transfer", "the bodyguard booking"), or only by what happened (sick children, a
 * colleague fetching the member, covid in the group, a school term moved, load-shedding, a
 * cancelled trip to Durban); as a complaint, a statement, arithmetic on the time ("half an hour
 * later", "an hour earlier") or on the party ("two more", "four bailed"), a day moved by a week or
 * to the day after, a correction, or a note for the provider (an anniversary, no pork, a nut
 * allergy, a cot, a flight number, golf clubs, a child seat, a birthday cake, a red cap, a
 * wheelchair); and, where a careful concierge would have to ask (the driver, the chauffeur, the
 * ride, the airport transfer, dinner, the meal, the weekend, the confirmed booking, the pending
 * one, "the booking for 8"), ambiguous.
 */
export const HELD_OUT_20_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        "Both kids woke up with a fever so we can't make The Test Kitchen tonight. Kill the reservation please",
        cancel('table_tonight'),
      ],
      [
        'Could the Woodstock dinner be at 19:15 instead of 8? We want to catch a show afterwards',
        change('table_tonight', { time: '19:15' }),
      ],
      [
        "Stuck in a meeting in Claremont. Please shift tonight's Test Kitchen table to 20:45",
        change('table_tonight', { time: '20:45' }),
      ],
      [
        "It's nearly lunchtime and I still don't know if the Test Kitchen is confirmed for tonight??",
        status('table_tonight'),
      ],
      [
        'My brother-in-law is tagging along to the Test Kitchen tonight, so we need space for three',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        "tonight's table at the test kitchen - pls let them know it's our 10th anniversary",
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        "Turns out I'm dining solo tonight. Change the Test Kitchen booking to one person",
        change('table_tonight', { partySize: 1 }),
      ],
      [
        "Tonight's restaurant booking... any chance of pushing it half an hour later?",
        change('table_tonight', { time: '20:30' }),
      ],
      [
        'Do I actually have the 8pm table in Woodstock or is it still waiting on the restaurant?',
        status('table_tonight'),
      ],
      [
        "Test Kitchen tonight: my wife doesn't eat pork, please pass that on",
        change('table_tonight', { notes: 'pork' }),
      ],
      [
        "Move tonight's Woodstock reservation to tomorrow, same time",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        "Scrap the dinner reservation for tonight, we're braaiing at home instead",
        cancel('table_tonight'),
      ],

      // Tomorrow's driver from OR Tambo, 09:00, to Sandton.
      [
        'My flight into Joburg was brought forward, so the OR Tambo pickup tomorrow needs to be 07:45',
        change('driver_tomorrow', { time: '07:45' }),
      ],
      [
        "Please cancel the driver who's collecting me at OR Tambo tomorrow, a colleague is fetching me",
        cancel('driver_tomorrow'),
      ],
      [
        "Tomorrow's airport pickup in Joburg, has anyone accepted it yet?",
        status('driver_tomorrow'),
      ],
      [
        "I'm landing at Lanseria now, not OR Tambo. Can tomorrow's driver fetch me there?",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "For tomorrow's pickup at OR Tambo my flight is SA 344, tell the driver please",
        change('driver_tomorrow', { notes: '344' }),
      ],
      [
        "tomorrow morning's driver: I've got three big suitcases and my golf clubs, so a car with a big boot",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        "Push tomorrow's driver back an hour, the Sandton meeting starts later than planned",
        change('driver_tomorrow', { time: '10:00' }),
      ],
      [
        "Actually I don't need the Sandton transfer tomorrow any more. Cancel it",
        cancel('driver_tomorrow'),
      ],
      [
        'Can you move my 9am driver to the day after tomorrow? The trip got postponed by a day',
        change('driver_tomorrow', { date: '+2' }),
      ],
      ['Any word from a driver for tomorrow at 9?', status('driver_tomorrow')],
      [
        "Tomorrow's OR Tambo pickup: make it 9:40 instead please, bags take forever there",
        change('driver_tomorrow', { time: '09:40' }),
      ],

      // Saturday's private chef, party of 8, Constantia, 19:00.
      [
        "Saturday's chef: four people bailed, so it's only 4 of us now",
        change('chef', { partySize: 4 }),
      ],
      [
        'The private chef on Saturday, could they start at 18:30 rather than 7?',
        change('chef', { time: '18:30' }),
      ],
      [
        "We're going away this weekend after all, so please cancel the Constantia chef",
        cancel('chef'),
      ],
      [
        'Two of the Saturday dinner party guests are vegan, please let the chef know',
        change('chef', { notes: 'vegan' }),
      ],
      ['Has a chef picked up my Saturday dinner party yet?', status('chef')],
      [
        'Could we move the chef from Saturday to Sunday? Same time',
        change('chef', { date: 'sun' }),
      ],
      [
        "Let's do the chef dinner at our place in Bishopscourt instead of Constantia",
        change('chef', { place: 'Bishopscourt|Cape Town' }),
      ],
      [
        'Add two to the chef booking, my parents decided to come after all',
        change('chef', { partySize: 10 }),
      ],
      [
        "Chef dinner on Saturday, we're starting later now, make it 8:15pm",
        change('chef', { time: '20:15' }),
      ],
      ["How's the private chef request looking, is anyone keen?", status('chef')],
      [
        'saturday dinner party, one guest has a severe NUT allergy, PLEASE flag it to the chef',
        change('chef', { notes: 'nut' }),
      ],

      // The villa in Camps Bay, 6 guests, in three weeks.
      [
        "The Camps Bay villa: my sister's family is coming, so we're 8 guests, not 6",
        change('villa', { partySize: 8 }),
      ],
      ["Please cancel the villa in Camps Bay. The holiday's off", cancel('villa')],
      ['Any news on the house in Camps Bay?', status('villa')],
      [
        "Can we shift the villa by a week? The kids' school term changed",
        change('villa', { date: '+28' }),
      ],
      ['For the Camps Bay villa we need a cot for the baby', change('villa', { notes: 'cot' })],
      [
        "We'd rather be in Clifton than Camps Bay for the villa, can you change that?",
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      [
        "Has anyone confirmed the villa for us yet? It's been sitting there for days",
        status('villa'),
      ],

      // Sunday's yacht, V&A Waterfront, 10 guests, 15:00, confirmed by Atlantic Blue Charters.
      ["Is Sunday's yacht definitely on? Just double checking", status('yacht')],
      ['Cancel the yacht charter, half the group has covid', cancel('yacht')],
      [
        'Atlantic Blue on Sunday: could we go out at 4 instead of 3?',
        change('yacht', { time: '16:00' }),
      ],
      ['Two more friends for the yacht, so 12 guests in total', change('yacht', { partySize: 12 })],
      [
        "Tell the skipper we're bringing a birthday cake on board on Sunday",
        change('yacht', { notes: 'cake' }),
      ],
      ["What's the latest on the V&A charter?", status('yacht')],
      [
        'Please move the Sunday sailing a week later, same time',
        change('yacht', { date: 'sun+7' }),
      ],
      [
        "Sunday's boat is off, we have to fly to Durban for a funeral. Cancel please",
        cancel('yacht'),
      ],

      // Next Friday's driver in Cape Town, 18:00, confirmed by Cape Executive Chauffeurs.
      [
        'Next Friday in Cape Town, my flight now lands at 17:20, so can the driver be there at 17:20?',
        change('driver_friday', { time: '17:20' }),
      ],
      ['Please cancel the Cape Executive booking', cancel('driver_friday')],
      [
        'Cape Executive Chauffeurs next Friday: please ask them to bring a child seat',
        change('driver_friday', { notes: 'child' }),
      ],
      ['Is the Cape Town driver for next Friday confirmed?', status('driver_friday')],
      [
        'The 6pm airport run next Friday, can we make it 7pm?',
        change('driver_friday', { time: '19:00' }),
      ],
      [
        "Move next Friday's Cape Town chauffeur to the Saturday after it, same time",
        change('driver_friday', { date: 'next:sat' }),
      ],
      [
        "Next Friday's Cape Town pickup: I'll be at the Mount Nelson, not the airport",
        change('driver_friday', { place: 'Mount Nelson|Cape Town' }),
      ],

      // Last week's security in Sandton (declined) and last month's event in Franschhoek (cancelled).
      [
        'Can you tell me where the gala security request stands? I gather it was declined',
        status('security'),
      ],
      ['What happened with the bodyguard booking in Sandton last week?', status('security')],
      [
        'The Shield Protection request, is it definitely dead or is there still a chance?',
        status('security'),
      ],
      [
        'Just checking the Franschhoek birthday lunch was properly cancelled on your side?',
        status('event'),
      ],
      ["What's the status of my wife's 50th on the wine farm?", status('event')],

      // Where a careful concierge would have to ask which one.
      ['Sorry to do this but plans changed, cancel my driver', cancel(DRIVERS)],
      ['Please change my chauffeur pickup to 08:30', change(DRIVERS, { time: '08:30' })],
      ['Has the car been confirmed or not?', status(DRIVERS)],
      ["Cancel dinner, I'm really not feeling great", cancel(DINNERS)],
      ['Any update on my dinner booking?', status(DINNERS)],
      ["Cancel the weekend stuff, we're going to my mom in PE instead", cancel(WEEKEND)],
      ["The booking that's already been confirmed, what time is it again?", status(CONFIRMED)],
      ['Please cancel my pending request, I no longer need it', cancel(PENDING)],
      ['The booking for 8, any news?', status(FOR_EIGHT)],
      ['Move the airport transfer to 10am', change(DRIVERS, { time: '10:00' })],
      ["What's happening with my ride? Nobody has said a word", status(DRIVERS)],
      ["Cancel the meal thing, we'll sort ourselves out", cancel(DINNERS)],
      ['Is my weekend booking sorted?', status(WEEKEND)],
      ["The one that's confirmed, cancel it please", cancel(CONFIRMED)],
      [
        "Tell the driver I'll be wearing a red cap so he can spot me",
        change(DRIVERS, { notes: 'cap' }),
      ],
      [
        'My mother is in a wheelchair now, please let the driver know',
        change(DRIVERS, { notes: 'wheelchair' }),
      ],
    ],
  ),
};
