import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

const DRIVERS = either('driver_tomorrow', 'driver_friday');
const DINNERS = either('table_tonight', 'chef');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');
const PENDING = either('table_tonight', 'driver_tomorrow', 'chef', 'villa');

/**
 * Twenty-second held-out set: cancelling, changing and asking after the member's own requests
 * (../member-requests.ts), named by the restaurant, the suburb, the airport, the provider
 * (Atlantic Blue, Cape Executive, Shield), the hour ("the 8 o'clock", "tomorrow's 9am"), the
 * weekday, the party ("the dinner party for 8"), the occasion (the gala, a wife's 50th), what it is
 * ("the sail", "the house in Camps Bay", "the close protection", "the lift") or only by what
 * happened (a migraine, a brother collecting the member, a visa refused, a father in hospital, a
 * meeting moved to Joburg, a term date changed); as a terse line, a voice note, a complaint, a
 * question, a statement of the new fact ("we're 11 now"), arithmetic on the party ("add three",
 * "one couple pulled out") or the day ("a week later", "the day after tomorrow"), a place instead
 * of another (Lanseria, Clifton, the CTICC, Bantry Bay), or a note for the provider (golf bags, a
 * nut allergy, a pool fence, a wheelchair, a cello, pescatarian, an umbrella, a guide dog, a
 * walking frame); and, where a careful concierge would have to ask (the chauffeur, the lift, the
 * airport pick-up, the dinner, the food booking, the meal, the weekend, the one already
 * confirmed, the one still waiting), ambiguous. "The boat or the chef, whichever is Saturday" is
 * the chef.
 */
export const HELD_OUT_22_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Tonight's table for two at The Test Kitchen, Woodstock, 20:00.
      [
        "Please cancel tonight's Test Kitchen booking, my wife's come down with a migraine",
        cancel('table_tonight'),
      ],
      [
        'Woodstock dinner tonight - any chance we can go at 7:15 instead of 8?',
        change('table_tonight', { time: '19:15' }),
      ],
      [
        "We've picked up two friends along the way, can the Test Kitchen table be for 4 tonight",
        change('table_tonight', { partySize: 4 }),
      ],
      ['has the restaurant confirmed our 8 oclock tonight yet??', status('table_tonight')],
      [
        'pls tell Test Kitchen my partner is pescatarian, no meat at all',
        change('table_tonight', { notes: 'pescatarian' }),
      ],
      ["Scrap the restaurant tonight, we're staying in with takeaways", cancel('table_tonight')],
      [
        'Could the table for two at the Test Kitchen move to tomorrow instead? Same time is fine',
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'running horribly late from a meeting, make the test kitchen 21:00 please',
        change('table_tonight', { time: '21:00' }),
      ],
      [
        'Tonight we will be three, my mom decided to join us at the Test Kitchen',
        change('table_tonight', { partySize: 3 }),
      ],
      [
        "The 8pm table - could you add a note that it's our anniversary",
        change('table_tonight', { notes: 'anniversary' }),
      ],

      // Tomorrow's driver from OR Tambo, 09:00, to Sandton.
      [
        'My flight now lands at 11:40 so the OR Tambo pickup tomorrow needs to be 12:15 rather',
        change('driver_tomorrow', { time: '12:15' }),
      ],
      [
        "Don't need the airport driver tomorrow morning any more, my brother is collecting me",
        cancel('driver_tomorrow'),
      ],
      [
        "Change of plan: I'm flying into Lanseria tomorrow, not OR Tambo. Same time though.",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        "Is the driver for 9 tomorrow sorted? I haven't had a name or a number plate",
        status('driver_tomorrow'),
      ],
      [
        "Re tomorrow's pickup at OR Tambo - I'll have two big golf bags, please warn the driver",
        change('driver_tomorrow', { notes: 'golf' }),
      ],
      [
        'can u make tomorrows airport collection 8:30 instead, we land early',
        change('driver_tomorrow', { time: '08:30' }),
      ],
      ['Kill the OR Tambo to Sandton transfer for tomorrow pls', cancel('driver_tomorrow')],
      [
        "Tomorrow's 9am car: pick me up at the Saxon instead of the airport, I'm already in town",
        change('driver_tomorrow', { place: 'The Saxon|Johannesburg' }),
      ],
      [
        'Push my OR Tambo driver to the day after tomorrow, the airline bumped me',
        change('driver_tomorrow', { date: '+2' }),
      ],

      // The private chef on Saturday at 19:00 in Constantia, for 8.
      [
        "Saturday's chef: we're now 11, my sister's whole family is coming down",
        change('chef', { partySize: 11 }),
      ],
      [
        "Please cancel the private chef in Constantia, we're postponing the dinner party indefinitely",
        cancel('chef'),
      ],
      ['can the chef start at 6:30pm on Saturday instead of 7', change('chef', { time: '18:30' })],
      [
        'For the chef on Saturday - one of the guests has a severe nut allergy, please pass it on',
        change('chef', { notes: 'nut' }),
      ],
      ['Any word from a chef for Saturday yet or are we still waiting', status('chef')],
      ['Move the Constantia dinner party to Sunday, same time', change('chef', { date: 'sun' })],
      [
        "the dinner party at home - it's only 6 of us now, one couple pulled out",
        change('chef', { partySize: 6 }),
      ],
      ['Chef Saturday: start at 8pm not 7pm pls', change('chef', { time: '20:00' })],
      ['Please postpone the private chef by a week', change('chef', { date: 'sat+7' })],
      ['Cancel the booking on the boat or the chef, whichever one is on Saturday', cancel('chef')],

      // The villa in Camps Bay in three weeks, for 6.
      ['Cancel the Camps Bay villa please, the trip is off - my visa got refused', cancel('villa')],
      ["Where are we with the Camps Bay house? Haven't heard a thing in two days", status('villa')],
      ['The villa: we are 8 now, not 6', change('villa', { partySize: 8 })],
      [
        'Villa request - could we rather look in Bantry Bay instead of Camps Bay?',
        change('villa', { place: 'Bantry Bay|Cape Town' }),
      ],
      [
        'For the villa please note it needs a pool fence, the twins are only two',
        change('villa', { notes: 'fence' }),
      ],
      [
        'Can the villa start a week later? The school changed the term dates on us',
        change('villa', { date: '+28' }),
      ],
      ['please drop the villa booking altogether, sorry for the trouble', cancel('villa')],
      ['the camps bay place... does it have a confirmed date yet?', status('villa')],

      // The confirmed yacht charter on Sunday at 15:00 from the V&A Waterfront, for 10.
      [
        "Sunday's boat: can we push it to 16:30? The wind is meant to drop late afternoon",
        change('yacht', { time: '16:30' }),
      ],
      [
        'We need to cancel the yacht on Sunday, sadly my dad has been admitted to hospital',
        cancel('yacht'),
      ],
      ['Add three to the charter please, we are 13 on Sunday', change('yacht', { partySize: 13 })],
      [
        'please let the boat crew know one of our guests uses a wheelchair',
        change('yacht', { notes: 'wheelchair' }),
      ],
      ['Is the V&A charter still on with this weather coming in?', status('yacht')],
      ['Can we move the sail to Saturday, same time', change('yacht', { date: 'sat' })],
      ['Sunday sail is off, Atlantic Blue can release the boat', cancel('yacht')],
      [
        "Atlantic Blue booking: could they have a cake on board? It's my son's 21st",
        change('yacht', { notes: 'cake' }),
      ],

      // The confirmed driver in Cape Town next Friday at 18:00 (Cape Executive Chauffeurs).
      [
        'Cape Executive for next Friday - please cancel, the meeting has moved to Joburg',
        cancel('driver_friday'),
      ],
      [
        'The Friday driver in Cape Town, can it be 17:15? I land earlier than I thought',
        change('driver_friday', { time: '17:15' }),
      ],
      ['Any update from Cape Executive Chauffeurs on who my driver is?', status('driver_friday')],
      [
        "Next week's Cape Town transfer: I'm travelling with a cello, please tell them",
        change('driver_friday', { notes: 'cello' }),
      ],
      [
        'For the Cape Town pickup next week please fetch me at the CTICC instead of the airport',
        change('driver_friday', { place: 'CTICC|Cape Town' }),
      ],
      ['cancel the 6pm driver in cape town next week', cancel('driver_friday')],
      [
        'my mother will be with me for the Cape Executive pickup, she uses a walking frame - please note',
        change('driver_friday', { notes: 'walking frame' }),
      ],

      // The declined close protection in Sandton (Shield Protection).
      ['Why did Shield Protection decline the Sandton job?', status('security')],
      ['The close protection for the gala got declined?? What happened there', status('security')],
      ['bodyguard request from last week - what did they end up saying', status('security')],
      [
        'did the security company give a reason when they turned down the gala?',
        status('security'),
      ],

      // The cancelled event planning in Franschhoek (a wife's 50th).
      ['Whatever happened with the Franschhoek birthday planning?', status('event')],
      [
        "Can you tell me why my wife's 50th shows as cancelled? I didn't cancel it",
        status('event'),
      ],

      // Ambiguous: a careful concierge would ask which one.
      ["I won't be needing the chauffeur after all, please cancel it", cancel(DRIVERS)],
      ['What time is my driver coming again?', status(DRIVERS)],
      ['Is my lift organised yet?', status(DRIVERS)],
      ["where's my airport pick-up at, no confirmation on my side", status(DRIVERS)],
      ['The chauffeur - make it 7:45am please', change(DRIVERS, { time: '07:45' })],
      [
        'please ask the driver to bring an umbrella, it looks like rain',
        change(DRIVERS, { notes: 'umbrella' }),
      ],
      ['Shift the dinner booking to 21:00 please', change(DINNERS, { time: '21:00' })],
      ["cancel the dinner, honestly nobody's in the mood", cancel(DINNERS)],
      ['kill the food booking', cancel(DINNERS)],
      ['my meal booking - we will be 10 people now', change(DINNERS, { partySize: 10 })],
      ["Is this weekend's booking still happening?", status(WEEKEND)],
      ["Cancel the weekend thing, we're driving up to see my parents instead", cancel(WEEKEND)],
      ['Push the weekend booking to 5pm', change(WEEKEND, { time: '17:00' })],
      ["The booking that's already confirmed - I need to cancel it", cancel(CONFIRMED)],
      [
        "the confirmed booking - please note I'll have my guide dog with me",
        change(CONFIRMED, { notes: 'guide dog' }),
      ],
      ['any movement on my pending request?', status(PENDING)],
      ['Cancel the request that is still waiting for a provider', cancel(PENDING)],
      ['the booking still marked pending - can you chase it up?', status(PENDING)],
      ['Move the dinner to Friday please, same time', change(DINNERS, { date: 'fri' })],
    ],
  ),
};
