import type { ServiceType } from '@aurum/shared/requests/service-types';
import {
  asks,
  cancel,
  change,
  either,
  human,
  outOfScope,
  question,
  req,
  rowsIn,
  status,
  table,
  type ExpectedRequest,
  type LabelledSet,
} from '../labels';

const HIRE: ServiceType[] = ['luxury_vehicle', 'personal_driver'];
const FLIGHT: ServiceType[] = ['travel', 'other'];
const BOAT: ServiceType[] = ['yacht_charter', 'other'];
const ERRAND: ServiceType[] = ['personal_shopping', 'other'];
const ESCORT: ServiceType[] = ['security', 'other'];
const PARTY: ServiceType[] = ['event_planning', 'other'];
const FLOWERS: ServiceType[] = ['other', 'personal_shopping'];
const OR_TAMBO = 'OR Tambo International Airport|Johannesburg';
const LANSERIA = 'Lanseria International Airport|Johannesburg';
const KING_SHAKA = 'King Shaka International Airport|Durban';
const CAPE_TOWN = ['Cape Town|Cape Town', 'Cape Town International Airport|Cape Town'];
const MELROSE_ARCH = ['Melrose Arch|Johannesburg', 'Melrose|Johannesburg'];
const FLORIDA_ROAD = ['Florida Road|Durban', 'Durban|Durban'];
const GATEWAY = ['Gateway Theatre of Shopping|Durban', 'Umhlanga|Durban'];
const DRIVERS = either('driver_tomorrow', 'driver_friday');
const WEEKEND = either('chef', 'yacht');
const CONFIRMED = either('yacht', 'driver_friday');

/** A table a human could file at either place (a landmark or street and its suburb or city). */
const tableAt = (
  places: (string | null)[],
  date: string | null,
  time: string | null,
  partySize: number,
): ExpectedRequest => ({ ...table(null, date, time, partySize), place: places });

/**
 * Twenty-sixth held-out set: English mixed with Afrikaans or isiZulu the way South Africans text
 * ("howzit", "ag please", "ag nee", "ag shame man", "jislaaik", "lekker", "sommer", "boet", "ek
 * soek", "ek wil", "ek het ... nodig", "kan jy", "asseblief", "vanaand", "môre om 8", "Saterdag om
 * 1", "om tienuur", "ons is tien", "vir ons vier", "kinders", "Kaapstad", "Kampsbaai", "Plett";
 * "sawubona", "yebo", "ngicela", "ngiyacela", "ngiyabonga", "ngifuna", "sisi", "bhuti", "baba",
 * "eish", "haibo", "yoh", "shap", "umabo", "itafula", "umshayeli wami", "umphathi", "izicelo",
 * "kule nyanga", "kusasa", "sibayi-12", "abantu abane", "eMelrose Arch", "eRosebank", "eUmhlanga",
 * "eBallito", "eSoweto", "eWestville", "eThekwini", "eFlorida Road", "eCamps Bay", "eWoodstock"):
 * new requests, tables, actions (some a human would have to ask about), questions, a person and out
 * of scope; the reply may be in either language.
 */
export const HELD_OUT_26_MIXED: LabelledSet = {
  kind: 'mixed',
  goal: 0.85,
  rows: [
    // English with Afrikaans.
    ...rowsIn(
      ['en', 'af'],
      [
        [
          'Howzit, can you book a table vir ons vier vanaand at 7:30 in Stellenbosch?',
          asks(table('Stellenbosch|Cape Winelands', 'today', '19:30', 4)),
        ],
        [
          'Ag please, I need a driver môre om 8 from Lanseria',
          asks(req('personal_driver', LANSERIA, 'tomorrow', '08:00')),
        ],
        [
          'Ek soek a private chef for Saturday night in Durbanville, ons is tien',
          asks(req('private_chef', 'Durbanville|Cape Town', 'sat', '20:00', { partySize: 10 })),
        ],
        [
          'Jislaaik, my flight got moved. Can you book me a new one van Kaapstad to Joburg on the 23rd at 6pm?',
          asks(req(FLIGHT, CAPE_TOWN, 'dom:23', '18:00')),
        ],
        [
          'Lekker, book us a boat trip in Knysna on Sunday om tienuur for 6 people',
          asks(req(BOAT, 'Knysna|Garden Route', 'sun', '10:00')),
        ],
        [
          "Book 'n Range Rover for me, to pick up at OR Tambo on Friday om 9",
          asks(req(HIRE, OR_TAMBO, 'fri', '09:00')),
        ],
        [
          'Kan jy security organise for my shop opening in Menlyn on the 18th from 9am?',
          asks(req(ESCORT, 'Menlyn|Pretoria', 'dom:18', '09:00')),
        ],
        [
          'Ek het flowers nodig vir my vrou, delivered in Waterkloof tomorrow at 11',
          asks(req(FLOWERS, 'Waterkloof|Pretoria', 'tomorrow', '11:00')),
        ],
        [
          'Can you plan a 40th vir my man at a wine farm in Franschhoek on the 27th?',
          asks(req(PARTY, 'Franschhoek|Cape Winelands', 'dom:27', null)),
        ],
        [
          'Lunch for two in Hermanus, Saterdag om 1, please',
          asks(table('Hermanus|Overberg', 'sat', '13:00', 2)),
        ],
        [
          "Ek soek 'n villa in Plett for the December holidays, from the 20th of December",
          asks(req('accommodation', 'Plettenberg Bay|Garden Route', 'md:12-20', null)),
        ],
        [
          "Ek wil 'n table for 6 in Brooklyn at 7pm tomorrow, kinders included",
          asks(table('Brooklyn|Pretoria', 'tomorrow', '19:00', 6)),
        ],
        ['Sommer quickly: cancel my tafel at the Test Kitchen vanaand', cancel('table_tonight')],
        [
          'Can die chef come at 6pm on Saturday instead of 7, asseblief?',
          change('chef', { time: '18:00' }),
        ],
        ['Het die OR Tambo driver vir môre al ja gesê?', status('driver_tomorrow')],
        ['Ag nee, the villa in Kampsbaai moet ons cancel, the kids are sick', cancel('villa')],
        ["We're nou 12 for the yacht on Sunday", change('yacht', { partySize: 12 })],
        ['Please move die tafel vanaand to 9pm', change('table_tonight', { time: '21:00' })],
        ['Cancel asseblief my weekend booking, ek is siek', cancel(WEEKEND)],
        ['Ag shame man, the chauffeur booking moet cancel, my meeting is off', cancel(DRIVERS)],
        ['Sê my gou, how many requests is daar nog oor on my plan?', question('allowance')],
        ['What tier is ek op, gold or black?', question('tier')],
        [
          'Wat het die providers gesê about my bookings vir die vakansie?',
          question('provider_said'),
        ],
        ['What do you onthou about my dietary stuff?', question('memory')],
        ['Ek voel bietjie down. How has my mood been this month?', question('mood')],
        ['Wanneer renew my membership again?', question('renewal')],
        ['Ek wil met a real person praat please, hierdie chat help nie', human],
        ["Can I get iemand to phone me? I'd rather speak to a mens", human],
        ["Boet, who's winning the cricket right now?", outOfScope],
      ],
    ),

    // English with isiZulu.
    ...rowsIn(
      ['en', 'zu'],
      [
        [
          'Sawubona, ngicela a driver tomorrow at 8am from King Shaka',
          asks(req('personal_driver', KING_SHAKA, 'tomorrow', '08:00')),
        ],
        [
          'Yebo, I need itafula for four eMelrose Arch tonight at 7',
          asks(tableAt(MELROSE_ARCH, 'today', '19:00', 4)),
        ],
        [
          "Ngicela a chef for my mom's birthday lunch eUmhlanga on Sunday at 1pm, sibayi-12",
          asks(req('private_chef', 'Umhlanga|Durban', 'sun', '13:00', { partySize: 12 })),
        ],
        [
          'Haibo, my flight changed. Ngicela a new one from King Shaka to Cape Town on the 19th at 3pm',
          asks(req(FLIGHT, KING_SHAKA, 'dom:19', '15:00')),
        ],
        [
          'Sisi, book us a villa eBallito from Friday, sibayisithupha',
          asks(req('accommodation', 'Ballito|Durban', 'fri', null)),
        ],
        [
          'Yoh, I need security eSoweto for a wedding on Saturday from 10am',
          asks(req(ESCORT, 'Soweto|Johannesburg', 'sat', '10:00')),
        ],
        [
          'Shap, book a table for 2 eRosebank at 8 tonight',
          asks(table('Rosebank|Johannesburg', 'today', '20:00', 2)),
        ],
        [
          'Ngicela a hire car at OR Tambo on Monday at 6am, something big like a Range Rover',
          asks(req(HIRE, OR_TAMBO, 'mon', '06:00')),
        ],
        [
          'Please help me plan umabo in Pietermaritzburg on the 21st',
          asks(req(PARTY, 'Pietermaritzburg|Pietermaritzburg', 'dom:21', null)),
        ],
        [
          'Ngicela a photographer for my graduation eWestville on the 16th at 10',
          asks(req('other', 'Westville|Durban', 'dom:16', '10:00')),
        ],
        [
          'Ngifuna a personal shopper at Gateway mall on Saturday at 11',
          asks(req(ERRAND, GATEWAY, 'sat', '11:00')),
        ],
        [
          'Ngicela a boat cruise for sunset eThekwini tomorrow, abantu abane',
          asks(req(BOAT, 'Durban|Durban', 'tomorrow', '18:00')),
        ],
        [
          'Dinner for 6 eFlorida Road on Saturday at 7, ngiyacela',
          asks(tableAt(FLORIDA_ROAD, 'sat', '19:00', 6)),
        ],
        ['Eish, cancel the boat on Sunday please, kuzoba nomoya omkhulu', cancel('yacht')],
        [
          'Ngiyabonga for the help. Now please move the chef on Saturday to 8pm',
          change('chef', { time: '20:00' }),
        ],
        ['Ngicela you cancel the driver e-OR Tambo kusasa', cancel('driver_tomorrow')],
        ['Is the villa eCamps Bay confirmed, sisi?', status('villa')],
        ["What's happening with umshayeli wami?", status(DRIVERS)],
        [
          'The table tonight eWoodstock, can we make it 7pm? Ngiyabonga',
          change('table_tonight', { time: '19:00' }),
        ],
        ['Cancel the confirmed one, ngiyabonga', cancel(CONFIRMED)],
        ["What's my membership tier, bhuti?", question('tier')],
        ['Bhuti, how many more requests can I log kule nyanga?', question('allowance')],
        ['Eish, what did the providers say? Nothing came through', question('provider_said')],
        ['What do you remember about me, sisi?', question('memory')],
        ['Yoh, what else can you do besides bookings?', question('capabilities')],
        ['Ngifuna ukukhuluma with a real person please, le chat ayingisizi', human],
        ['Please connect me with umphathi, I have a complaint', human],
        ['Who won the Soweto derby yesterday, baba?', outOfScope],
        ['Ngicela you help me with my maths homework', outOfScope],
      ],
    ),
  ],
};
