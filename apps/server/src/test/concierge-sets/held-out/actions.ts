import { cancel, change, either, rowsIn, status, type LabelledSet } from '../labels';

/**
 * Held-out actions on the member's own requests (member-requests.ts): cancel, change and status,
 * written without reading the first set or the engine. Never tune the engine on these rows.
 */
export const HELD_OUT_ACTIONS: LabelledSet = {
  kind: 'actions',
  goal: 0.9,
  rows: rowsIn(
    ['en'],
    [
      ['pls cancel the table at test kitchen tonight', cancel('table_tonight')],
      [
        "Hi, I won't make dinner tonight after all, please cancel the reservation",
        cancel('table_tonight'),
      ],
      ['Can you cancel the driver please', cancel(either('driver_tomorrow', 'driver_friday'))],
      ["Cancel tomorrow's airport pickup", cancel('driver_tomorrow')],
      ['I no longer need the chef on Saturday, kindly cancel', cancel('chef')],
      ['scrap the villa in camps bay, plans changed', cancel('villa')],
      ['Please cancel my last request', cancel('table_tonight')],
      ['cancel the one I just made', cancel('table_tonight')],
      ["We're not doing the boat on Sunday anymore. Cancel it pls", cancel('yacht')],
      ['Cancel the Friday driver in Cape Town', cancel('driver_friday')],
      ['Could you cancel the private chef booking? Guests pulled out', cancel('chef')],
      ['Kill the 9am driver tmrw', cancel('driver_tomorrow')],
      ['Cancel the bodyguard request', cancel('security')],
      ['Cancel Saturday please', cancel('chef')],
      ['cancel my dinner booking', cancel(either('table_tonight', 'chef'))],
      ['Move the chef to 8pm', change('chef', { time: '20:00' })],
      ['Can the chef come at half past six instead', change('chef', { time: '18:30' })],
      ['Change my table tonight to 4 people', change('table_tonight', { partySize: 4 })],
      [
        "we're now 3 for dinner tonight, pls update the booking",
        change('table_tonight', { partySize: 3 }),
      ],
      ['Push the driver tomorrow to 10am', change('driver_tomorrow', { time: '10:00' })],
      [
        'My flight lands earlier, can the driver be there at 7:30 tomorrow morning instead',
        change('driver_tomorrow', { time: '07:30' }),
      ],
      ['Please move the chef dinner to Sunday', change('chef', { date: 'sun' })],
      ['Can we make the chef 10 guests instead of 8', change('chef', { partySize: 10 })],
      ['The villa needs to be for 8 people now, not 6', change('villa', { partySize: 8 })],
      [
        'Please tell the chef that two of the guests are vegetarian',
        change('chef', { notes: 'vegetarian' }),
      ],
      [
        "Add a note to my table booking: it's my wife's birthday",
        change('table_tonight', { notes: 'birthday' }),
      ],
      [
        'Could the villa be in Clifton rather than Camps Bay?',
        change('villa', { place: 'Clifton|Cape Town' }),
      ],
      [
        "Tomorrow's driver should collect me at Lanseria, not OR Tambo",
        change('driver_tomorrow', { place: 'Lanseria International Airport|Johannesburg' }),
      ],
      ['shift my table to 7:30pm', change('table_tonight', { time: '19:30' })],
      [
        "Move tonight's dinner reservation to tomorrow night, same time",
        change('table_tonight', { date: 'tomorrow' }),
      ],
      [
        'Change the driver to 11am',
        change(either('driver_tomorrow', 'driver_friday'), { time: '11:00' }),
      ],
      ['Make the boat trip 12 people please', change('yacht', { partySize: 12 })],
      [
        'can you move my reservation at the test kitchen from 8 to 9pm',
        change('table_tonight', { time: '21:00' }),
      ],
      ['Is my villa confirmed yet?', status('villa')],
      ['any news on the chef for saturday?', status('chef')],
      ['Whats the status of my airport pickup tomorrow', status('driver_tomorrow')],
      ['did the table at the test kitchen get confirmed?', status('table_tonight')],
      ['Is the yacht on Sunday still happening?', status('yacht')],
      ['What happened with my security request? Never heard back', status('security')],
      ['Where are we with the Camps Bay house', status('villa')],
      ['Is my driver sorted for Friday?', status('driver_friday')],
      ['How is my last request going?', status('table_tonight')],
      ['Did the birthday lunch in Franschhoek go through?', status('event')],
      ['Has anyone accepted the private chef job yet?', status('chef')],
      ['please check on my driver', status(either('driver_tomorrow', 'driver_friday'))],
      ['Status of the Sandton close protection?', status('security')],
    ],
  ),
};
