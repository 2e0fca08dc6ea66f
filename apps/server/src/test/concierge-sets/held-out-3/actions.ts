import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

/**
 * Third held-out set, actions on the member's own requests (member-requests.ts): cancel, change
 * (time, date, place, party size, notes) and status, found by type, provider name, day, place or
 * "my last request" (the newest: table_tonight). Where a human concierge could not tell which
 * request is meant (two drivers, two airport transfers, two dinners, two weekend bookings) the
 * label lists the candidates to ask between. Written without reading the engine or the first two
 * sets' rows; never tune the engine on them.
 */
export const HELD_OUT_3_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      // Cancel, found by type, day, provider, place or recency.
      ['Can you cancel my private chef for Saturday?', cancel('chef')],
      ["pls cancel tonight's table, something came up at work", cancel('table_tonight')],
      ['Cancel the driver for tmrw morning', cancel('driver_tomorrow')],
      ["We won't need the Camps Bay villa anymore, please cancel it", cancel('villa')],
      ['Kill the yacht booking, the wind forecast is terrible', cancel('yacht')],
      ['pls cancel the last request I made', cancel('table_tonight')],
      ['Please cancel the booking with Cape Executive Chauffeurs', cancel('driver_friday')],
      ['Cancel my driver pls', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['scrap the Atlantic Blue charter', cancel('yacht')],
      ["Don't need the chauffeur on Friday anymore", cancel('driver_friday')],
      ["We're not doing the boat trip on Sunday any more, cancel pls", cancel('yacht')],
      ['cancel the booking I just put in', cancel('table_tonight')],
      ['Please cancel my reservation at The Test Kitchen', cancel('table_tonight')],
      ['Cancel my booking for this weekend', cancel(either('chef', 'yacht'))],
      ['Cancel the OR Tambo pickup', cancel('driver_tomorrow')],
      ['call off the dinner party in Constantia', cancel('chef')],
      ['I need to cancel my airport transfer', cancel(either('driver_tomorrow', 'driver_friday'))],
      ['cancel the Cape Town driver', cancel('driver_friday')],
      ['Cancel my Joburg driver, my flight got moved', cancel('driver_tomorrow')],
      ['cancel the dinner', cancel(either('table_tonight', 'chef'))],
      ['Cancel the 10 person boat', cancel('yacht')],
      ['plz cancl the chef', cancel('chef')],
      ['I no longer need accommodation in Camps Bay, please cancel', cancel('villa')],

      // Change: time, date, place, party size, notes.
      ['Move my chef to 8pm', change('chef', { time: '20:00' })],
      ["Can we push tonight's table to 9pm?", change('table_tonight', { time: '21:00' })],
      ['change the villa booking to 8 guests', change('villa', { partySize: 8 })],
      ['The chef dinner is now for 10 people, not 8', change('chef', { partySize: 10 })],
      [
        'Can the driver tomorrow come at 7:30am instead of 9',
        change('driver_tomorrow', { time: '07:30' }),
      ],
      ['move the Test Kitchen booking to tomorrow', change('table_tonight', { date: 'tomorrow' })],
      ['Please change my chef booking from Saturday to Sunday', change('chef', { date: 'sun' })],
      ['make the table 4 people instead of 2', change('table_tonight', { partySize: 4 })],
      [
        "Change the pickup for tomorrow's driver to Lanseria",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      [
        'Add a note to the chef request: my wife is allergic to shellfish',
        change('chef', { notes: 'shellfish' }),
      ],
      ['Can you tell the chef we need everything halaal', change('chef', { notes: 'halaal' })],
      [
        'Move my driver to 10am',
        change(either('driver_tomorrow', 'driver_friday'), { time: '10:00' }),
      ],
      ['Change the villa to start on the 15th', change('villa', { date: 'dom:15' })],
      ['can the Constantia chef come an hour later', change('chef', { time: '20:00' })],
      ['Push my table tonight back by 30 min', change('table_tonight', { time: '20:30' })],
      [
        "please change tomorrow's driver to pick me up in Sandton instead of the airport",
        change('driver_tomorrow', { place: 'Sandton|Johannesburg' }),
      ],
      ['The yacht is now 12 of us', change('yacht', { partySize: 12 })],
      ['Can you switch my Friday driver to 5pm', change('driver_friday', { time: '17:00' })],
      [
        'for the dinner on Saturday pls add that one guest is gluten free',
        change('chef', { notes: 'gluten' }),
      ],
      ['change my dinner to 7pm', change(either('table_tonight', 'chef'), { time: '19:00' })],
      ['Move the villa to Clifton rather', change('villa', { place: 'Clifton|Cape Town' })],
      ["Make tonight's reservation 7:30 pm", change('table_tonight', { time: '19:30' })],
      [
        'the driver on Friday must fetch us from the Mount Nelson, not the airport',
        change('driver_friday', { place: 'Mount Nelson|Cape Town' }),
      ],
      ['Can you move the yacht trip to the Sunday after', change('yacht', { date: 'sun+7' })],
      ['my villa booking, can you make it for 4 guests only', change('villa', { partySize: 4 })],

      // Status, found by type, day, provider or recency.
      ['Has the chef confirmed yet?', status('chef')],
      ['Any news on the villa in Camps Bay?', status('villa')],
      ['is my table tonight confirmed', status('table_tonight')],
      ["what's happening with my driver for tomorrow?", status('driver_tomorrow')],
      ['What did Shield Protection say?', status('security')],
      ['why was my security request declined', status('security')],
      ['is the yacht trip still happening this Sunday?', status('yacht')],
      ['whats the status of the most recent thing I asked for?', status('table_tonight')],
      ["What's the latest on my Franschhoek event planning?", status('event')],
      ['did the charter company get back to me?', status('yacht')],
      ['who is driving me on Friday', status('driver_friday')],
      ['Has anyone picked up my request for a private chef?', status('chef')],
      ['whats the status of my driver booking', status(either('driver_tomorrow', 'driver_friday'))],
      ['did Cape Executive Chauffeurs confirm?', status('driver_friday')],
      ["How's my booking for Saturday looking?", status('chef')],
      ['Is the boat confirmed', status('yacht')],
      ["was my wife's birthday lunch planning cancelled?", status('event')],
      ['any update on the dinner for 8 people', status('chef')],
      ['status on the Sandton security thing?', status('security')],
      ['Where are we with the Test Kitchen reservation?', status('table_tonight')],
    ],
  ),
};
