import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Twenty-fifth held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant ("the Woodstock reservation"), the suburb
 * (Constantia, Camps Bay), the airport, the provider (Atlantic Blue, Cape Executive, Shield
 * Protection), the hour ("the 9am airport collection", "the 8pm reservation", "the 6pm car"), the
 * day, the party ("the eight-person dinner"), the occasion (the gala, the 50th) or what it is ("the
 * catamaran outing", "the beach villa", "the Sandton transfer", "the holiday house"); as an order,
 * a plea, a question, a grumble, the new fact ("we'll be twelve on the yacht"), arithmetic on the
 * party ("add two more guests", "drop two people") or the day ("a week later", "the day after
 * tomorrow, same time"), a place instead of another (Lanseria, Clifton), or a note for the provider
 * (coeliac, a car seat, vegan, a cot, champagne, golf clubs, an anniversary); one request picked
 * out of two ("keep tomorrow's airport driver, but the Cape Town one next week must go"); and,
 * where a careful concierge would have to ask (my chauffeur, my car booking, the ride, the airport
 * transfer, the dinner, the weekend booking, the confirmed one, everything still waiting),
 * ambiguous.
 */
export const HELD_OUT_25_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        "Kill the Woodstock reservation for tonight please, my wife isn't well",
        cancel('table_tonight'),
      ],
      [
        'Test Kitchen at 8 tonight: we genuinely cannot make it any more, please cancel it for us',
        cancel('table_tonight'),
      ],
      ["Can tonight's table be pushed to 20:45?", change('table_tonight', { time: '20:45' })],
      [
        'The restaurant booking for two tonight, could we make it four people instead?',
        change('table_tonight', { partySize: 4 }),
      ],
      ['Any word from the Test Kitchen on our reservation tonight?', status('table_tonight')],
      ['is the woodstock table for tonite confirmed yet??', status('table_tonight')],
      [
        'tonights reservation: shift it to tomorrow, same time pls',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'My sister is tagging along tonight so we will be three at the Test Kitchen',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        'Please let the restaurant we are going to tonight know that my husband is coeliac',
        change('table_tonight', { notes: 'coeliac' }),
      ],
      [
        'Could the 8pm reservation become 7:30pm? We want an earlier night',
        change('table_tonight', { time: '19:30' }),
      ],
      [
        'Our 8pm tonight in Woodstock: please add a note that it is our anniversary',
        change('table_tonight', { notes: 'anniversary' }),
      ],
      [
        'Something has come up at the office, so the booking for this evening in Woodstock is off. Cancel please.',
        cancel('table_tonight'),
      ],
      // Tomorrow's driver from OR Tambo, 09:00.
      [
        "Cancel tomorrow's pickup at OR Tambo, the whole trip has been called off",
        cancel('driver_tomorrow'),
      ],
      [
        'The 9am airport collection tomorrow, please make it 10:15 instead, my flight is delayed',
        change('driver_tomorrow', { time: '10:15' }),
      ],
      [
        'Has a chauffeur been assigned for my OR Tambo arrival tomorrow yet?',
        status('driver_tomorrow'),
      ],
      [
        "Change tomorrow's driver so he collects me at Lanseria rather than OR Tambo",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'For the airport run tomorrow morning, please ask for a car seat for my toddler',
        change('driver_tomorrow', { notes: 'seat' }),
      ],
      [
        'My flight moved to the day after tomorrow. Shift the OR Tambo driver to then, same time',
        change('driver_tomorrow', { date: '+2' }),
      ],
      [
        "Don't need the Sandton transfer tomorrow after all, a colleague is fetching me",
        cancel('driver_tomorrow'),
      ],
      ["tomorrow's 9 o'clock driver - what's happening with it?", status('driver_tomorrow')],
      // Saturday's private chef in Constantia for 8, 19:00.
      ['Please cancel the chef for Saturday, the dinner party is off', cancel('chef')],
      [
        'The Constantia dinner at home: we are now ten guests, not eight',
        change('chef', { partySize: 10 }),
      ],
      [
        'Can the chef arrive for 6:30pm on Saturday instead of 7?',
        change('chef', { time: '18:30' }),
      ],
      ['Move the private chef to Friday, same time', change('chef', { date: 'fri' })],
      ['Has anyone accepted the private chef job at my house in Constantia?', status('chef')],
      [
        'Chef on Saturday: two of the guests are vegan, please pass it on to whoever is cooking',
        change('chef', { notes: 'vegan' }),
      ],
      [
        "Drop two people from Saturday's dinner party at home, so six",
        change('chef', { partySize: 6 }),
      ],
      [
        'I would like the Saturday chef to start an hour later, so 8pm',
        change('chef', { time: '20:00' }),
      ],
      ['Any news on my chef booking this weekend?', status('chef')],
      [
        'Scrap the eight-person dinner at our place in Constantia, my mother-in-law is in hospital',
        cancel('chef'),
      ],
      [
        'ahh the wedding clashes with our dinner in Constantia on Saturday, cancel it pls',
        cancel('chef'),
      ],
      // The villa in Camps Bay for 6, in three weeks.
      ["Cancel the Camps Bay villa, we've decided to go overseas instead", cancel('villa')],
      ['For the villa in Camps Bay, add two more guests please', change('villa', { partySize: 8 })],
      ['Where are we with the Camps Bay house booking?', status('villa')],
      ['Could the villa stay start a week later?', change('villa', { date: '+28' })],
      [
        'Please tell the villa people we will need a cot for the baby',
        change('villa', { notes: 'cot' }),
      ],
      [
        "We're only four for the Camps Bay villa now, the Smiths pulled out",
        change('villa', { partySize: 4 }),
      ],
      [
        'Move the beach villa from Camps Bay to Clifton if at all possible',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      ['Is the Camps Bay holiday house still pending or has it gone through?', status('villa')],
      // Sunday's yacht from the V&A for 10, 15:00, confirmed with Atlantic Blue.
      [
        "Cancel Sunday's boat trip with Atlantic Blue, the wind forecast is terrible",
        cancel('yacht'),
      ],
      ['Can the charter on Sunday leave at 4pm instead?', change('yacht', { time: '16:00' })],
      [
        "We'll be twelve on the yacht on Sunday, two cousins flew in",
        change('yacht', { partySize: 12 }),
      ],
      ['Is the Atlantic Blue outing still on for this Sunday?', status('yacht')],
      ['Please move the yacht to Saturday, same time', change('yacht', { date: 'sat' })],
      [
        'For the V&A cruise, ask them to have champagne on ice, it is a birthday',
        change('yacht', { notes: 'champagne' }),
      ],
      ['We have to call off the catamaran outing from the V&A', cancel('yacht')],
      ['Please cancel the thing on Sunday afternoon, the boat', cancel('yacht')],
      // Next Friday's driver in Cape Town, 18:00, confirmed with Cape Executive.
      [
        "Cancel the Cape Executive booking next week, I'm not flying down after all",
        cancel('driver_friday'),
      ],
      [
        'The 6pm car in Cape Town next Friday: can it be 7:30pm?',
        change('driver_friday', { time: '19:30' }),
      ],
      ['Is Cape Executive Chauffeurs all sorted for next Friday?', status('driver_friday')],
      [
        "For the Cape Town chauffeur next week, I'll have golf clubs with me, please tell them",
        change('driver_friday', { notes: 'golf' }),
      ],
      [
        "Keep tomorrow's airport driver, but the Cape Town one next week must go",
        cancel('driver_friday'),
      ],
      // Last week's declined security in Sandton, last month's cancelled event in Franschhoek.
      ['Why did Shield Protection turn down my security request?', status('security')],
      ['What happened with the close protection for the Sandton gala?', status('security')],
      ["how's that security request going, the one for the gala", status('security')],
      ["Whatever happened to the planning for my wife's 50th in Franschhoek?", status('event')],
      ['Is the Franschhoek birthday lunch definitely cancelled?', status('event')],
      // Ones a careful concierge would have to ask about.
      ['Cancel my chauffeur please, plans changed', cancel(DRIVERS)],
      ['Push my driver to 11am', change(DRIVERS, { time: '11:00' })],
      ["What's the status of my car booking?", status(DRIVERS)],
      ['Please cancel the dinner, something came up', cancel(DINNERS)],
      ['Can we make the dinner for 10 people?', change(DINNERS, { partySize: 10 })],
      ['Change the dinner to 9pm if they can', change(DINNERS, { time: '21:00' })],
      ['Please change my dinner booking to 12 guests', change(DINNERS, { partySize: 12 })],
      ["Cancel the weekend booking, we'll be away", cancel(WEEKEND)],
      [
        'Has the booking for this weekend gone through yet, or is it still up in the air?',
        status(WEEKEND),
      ],
      ['The confirmed booking, please cancel it', cancel(CONFIRMED)],
      ["Everything that's still pending, cancel it all", cancel(PENDING)],
      ['Status on whatever is still waiting for a provider?', status(PENDING)],
      ['The ride, please cancel', cancel(DRIVERS)],
      ['My airport transfer: has it been confirmed?', status(DRIVERS)],
      ['Can you check up on my driver for me?', status(DRIVERS)],
      ['Our driver booking needs to be cancelled, sorry', cancel(DRIVERS)],
      [
        'The yacht on Sunday: can we board at 3:30pm rather than 3?',
        change('yacht', { time: '15:30' }),
      ],
      [
        'Villa booking in Camps Bay: please note that one guest is in a wheelchair',
        change('villa', { notes: 'wheelchair' }),
      ],
      [
        "Please could tomorrow's OR Tambo driver hold a sign that says Dlamini",
        change('driver_tomorrow', { notes: 'Dlamini' }),
      ],
      ['Did the chef for the Constantia dinner party say yes or no?', status('chef')],
      [
        "Bump tonight's Test Kitchen booking to tomorrow, same time please, my babysitter cancelled",
        change('table_tonight', { date: 'tomorrow' }),
      ],
    ],
  ),
};
